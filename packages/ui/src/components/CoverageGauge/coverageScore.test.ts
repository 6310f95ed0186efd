import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampScore,
  COVERAGE_BREAKDOWN,
  COVERAGE_SCORE_MAX,
  coverageScoreBand,
  SIZE_BAND_LABELS,
  SIZE_BAND_LIMITS,
  sizeBandLabel,
} from './coverageScore';

describe('COVERAGE_BREAKDOWN', () => {
  it('splits the 100 points as portal-core §9 says', () => {
    expect(COVERAGE_BREAKDOWN.map(({ label, max }) => [label, max])).toEqual([
      ['Configuration', 35],
      ['Monitoring', 15],
      ['Incidents', 20],
      ['Ticketing', 15],
      ['External Scans', 15],
    ]);
    expect(COVERAGE_BREAKDOWN.reduce((sum, { max }) => sum + max, 0)).toBe(COVERAGE_SCORE_MAX);
  });
});

describe('coverageScoreBand', () => {
  it.each([
    [100, 'success'],
    [80, 'success'],
    [79.99, 'warning'],
    [50, 'warning'],
    [49.5, 'danger'],
    [0, 'danger'],
    [-5, 'danger'],
  ] as const)('%d → %s', (score, intent) => {
    expect(coverageScoreBand(score).intent).toBe(intent);
  });

  it('never gets worse as the score rises (property)', () => {
    const rank = { danger: 0, warning: 1, success: 2 } as const;
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 110, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (score, rise) => {
          expect(rank[coverageScoreBand(score + rise).intent]).toBeGreaterThanOrEqual(
            rank[coverageScoreBand(score).intent],
          );
        },
      ),
    );
  });
});

describe('clampScore', () => {
  it('keeps scores within 0…max', () => {
    expect(clampScore(120)).toBe(100);
    expect(clampScore(-3)).toBe(0);
    expect(clampScore(Number.NaN)).toBe(0);
    expect(clampScore(40, 35)).toBe(35);
    expect(clampScore(72.5)).toBe(72.5);
  });
});

describe('sizeBandLabel', () => {
  it.each([
    [{ num_employees_lt: 250, num_employees_gte: null }, '<250'],
    [{ num_employees_lt: 500, num_employees_gte: 250 }, '<500'],
    [{ num_employees_lt: 1000, num_employees_gte: 750 }, '<1000'],
    [{ num_employees_lt: 3000, num_employees_gte: 1500 }, '<3000'],
    [{ num_employees_lt: null, num_employees_gte: 3000 }, '3000+'],
    [{ num_employees_lt: 600 }, '<750'],
    [{ num_employees_lt: 5000 }, '3000+'],
    [{ num_employees_gte: 800 }, '<1000'],
    [{ num_employees_gte: 250 }, '<500'],
    [{ num_employees_lt: null, num_employees_gte: null }, 'N/A'],
    [{}, 'N/A'],
  ])('%o → %s', (range, label) => {
    expect(sizeBandLabel(range)).toBe(label);
  });

  it('always answers one of the seven bands for a known bound (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.nat(10_000), { nil: null }),
        fc.option(fc.nat(10_000), { nil: null }),
        (below, atLeast) => {
          const label = sizeBandLabel({ num_employees_lt: below, num_employees_gte: atLeast });
          if (below === null && atLeast === null) expect(label).toBe('N/A');
          else expect(SIZE_BAND_LABELS).toContain(label);
        },
      ),
    );
  });

  it('puts each band limit in its own band', () => {
    expect(SIZE_BAND_LIMITS.map((limit) => sizeBandLabel({ num_employees_lt: limit }))).toEqual(
      SIZE_BAND_LABELS.slice(0, -1),
    );
  });
});
