import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampProgress, progressIntent } from './progressIntent';

describe('progressIntent', () => {
  it.each([
    [100, 'success'],
    [80, 'success'],
    [79.9, 'warning'],
    [50, 'warning'],
    [49.99, 'danger'],
    [0, 'danger'],
    [150, 'success'],
    [-5, 'danger'],
    [NaN, 'danger'],
  ] as const)('%s → %s', (value, intent) => {
    expect(progressIntent(value)).toBe(intent);
  });

  it('never gets worse as progress grows (property)', () => {
    const rank = { danger: 0, warning: 1, success: 2 } as const;
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[progressIntent(low)]).toBeLessThanOrEqual(rank[progressIntent(high)]);
      }),
    );
  });
});

describe('clampProgress', () => {
  it.each([
    [42, 42],
    [-1, 0],
    [101, 100],
    [Infinity, 100],
    [NaN, 0],
  ])('%s → %s', (value, clamped) => {
    expect(clampProgress(value)).toBe(clamped);
  });
});
