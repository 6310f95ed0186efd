import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSortValues } from '../../format/naturalOrder';
import { columnRanks, naturalOrder, rankSortValues, sortOrder, type SortComparator } from './sorting';
import type { SortDirection, SortValue } from './types';

const sorted = (values: readonly SortValue[], direction: SortDirection, compare?: SortComparator) =>
  Array.from(sortOrder(rankSortValues(values, compare), direction), (index) => values[index]);

describe('sortOrder', () => {
  it('sorts text naturally, case-insensitively and by locale', () => {
    expect(sorted(['host-10', 'Host-9', 'alpha', 'host-1'], 'ascending')).toEqual([
      'alpha',
      'host-1',
      'Host-9',
      'host-10',
    ]);
    expect(sorted(['b', 'Ä', 'a', 'z'], 'ascending')).toEqual(['Ä', 'a', 'b', 'z']);
  });

  it('puts numbers before text and sorts them numerically', () => {
    expect(sorted([10, 'b', 2, 'a', -1], 'ascending')).toEqual([-1, 2, 10, 'a', 'b']);
  });

  it('keeps missing values last in both directions', () => {
    expect(sorted(['b', null, 'a', '', undefined, 'c'], 'ascending')).toEqual(['a', 'b', 'c', null, '', undefined]);
    expect(sorted(['b', null, 'a', '', undefined, 'c'], 'descending')).toEqual(['c', 'b', 'a', null, '', undefined]);
  });

  it('keeps equal values in their original order both ways', () => {
    const values = ['Not contained', 'Contained', 'Not contained', 'Contained'];
    expect(Array.from(sortOrder(rankSortValues(values), 'ascending'))).toEqual([1, 3, 0, 2]);
    expect(Array.from(sortOrder(rankSortValues(values), 'descending'))).toEqual([0, 2, 1, 3]);
  });

  it('uses a custom comparator, sharing ranks between values it calls equal', () => {
    const byLength: SortComparator = (a, b) => String(a).length - String(b).length;
    const values = ['ccc', 'a', 'bb', 'b', 'aaa'];
    expect(sorted(values, 'ascending', byLength)).toEqual(['a', 'b', 'bb', 'ccc', 'aaa']);
    expect(rankSortValues(values, byLength).distinct).toBe(3);
  });

  it('handles no rows', () => {
    expect(sortOrder(rankSortValues([]), 'ascending')).toEqual(new Uint32Array(0));
    expect(naturalOrder(3)).toEqual(Uint32Array.from([0, 1, 2]));
  });
});

describe('columnRanks', () => {
  it('reuses the ranks of a column while the rows array lives', () => {
    const rows = [{ name: 'b' }, { name: 'a' }];
    const byName = (row: { name: string }) => row.name;
    const first = columnRanks(rows, byName);
    expect(columnRanks(rows, byName)).toBe(first);
    expect(columnRanks([...rows], byName)).not.toBe(first);
    expect(columnRanks(rows, byName, compareSortValues)).not.toBe(first);
  });
});

const sortValue: fc.Arbitrary<SortValue> = fc.oneof(
  fc.constantFrom(null, undefined, '', 'a', 'A', 'b', 'host-2', 'host-10', 'Contained', 'Not contained'),
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -50, max: 50 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const direction = fc.constantFrom<SortDirection>('ascending', 'descending');

function isMissing(value: SortValue): boolean {
  return value === null || value === undefined || value === '';
}

/** The order of present values: numbers first, numerically; then text by plain localeCompare (natural, any case). */
function oracleCompare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
}

/** The oracle: the engine's stable comparator sort with oracleCompare, missing last. */
function referenceOrder(values: readonly SortValue[], dir: SortDirection): number[] {
  const sign = dir === 'ascending' ? 1 : -1;
  return values
    .map((_, index) => index)
    .sort((left, right) => {
      const a = values[left];
      const b = values[right];
      const aMissing = a === null || a === undefined || a === '';
      const bMissing = b === null || b === undefined || b === '';
      if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
      return sign * oracleCompare(a, b);
    });
}

describe('sortOrder (properties)', () => {
  const RUNS = 500;

  it('is a permutation of the row indices', () => {
    fc.assert(
      fc.property(fc.array(sortValue, { maxLength: 60 }), direction, (values, dir) => {
        const order = Array.from(sortOrder(rankSortValues(values), dir));
        expect([...order].sort((a, b) => a - b)).toEqual(values.map((_, index) => index));
      }),
      { numRuns: RUNS },
    );
  });

  it('is ordered, with missing values last, and stable', () => {
    fc.assert(
      fc.property(fc.array(sortValue, { maxLength: 60 }), direction, (values, dir) => {
        const order = Array.from(sortOrder(rankSortValues(values), dir));
        const sign = dir === 'ascending' ? 1 : -1;
        for (let position = 1; position < order.length; position += 1) {
          const left = order[position - 1] ?? 0;
          const right = order[position] ?? 0;
          const a = values[left];
          const b = values[right];
          if (isMissing(b)) {
            if (isMissing(a)) expect(left).toBeLessThan(right);
            continue;
          }
          expect(isMissing(a)).toBe(false);
          if (a === null || a === undefined || b === null || b === undefined) continue;
          const comparison = sign * oracleCompare(a, b);
          expect(comparison).toBeLessThanOrEqual(0);
          if (comparison === 0) expect(left).toBeLessThan(right);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('matches a stable comparator sort (oracle)', () => {
    fc.assert(
      fc.property(fc.array(sortValue, { maxLength: 80 }), direction, (values, dir) => {
        expect(Array.from(sortOrder(rankSortValues(values), dir))).toEqual(referenceOrder(values, dir));
      }),
      { numRuns: RUNS },
    );
  });

  it('matches the oracle for columns of many distinct texts (the one-sort path)', () => {
    const host = fc.tuple(
      fc.constantFrom('NH-LT-', 'nh-ws-', 'NH-SRV-', '10.0.', ''),
      fc.nat({ max: 5000 }),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            host.map(([prefix, number, tail]) => `${prefix}${number}${tail}`),
            fc.constant(null),
          ),
          {
            minLength: 300,
            maxLength: 700,
          },
        ),
        direction,
        (values, dir) => {
          expect(Array.from(sortOrder(rankSortValues(values), dir))).toEqual(referenceOrder(values, dir));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('matches the oracle for columns of many distinct texts and nothing else (the order ranking gives)', () => {
    // More distinct texts than the few a map ranks (a hostname's number is unique; some repeat with another prefix).
    const prefix = fc.constantFrom('NH-LT-', 'nh-ws-', 'NH-SRV-', '10.0.');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 5000 }), { minLength: 300, maxLength: 700 }),
        fc.array(prefix, { minLength: 700, maxLength: 700 }),
        direction,
        (numbers, prefixes, dir) => {
          const values = numbers.map((number, index) => `${prefixes[index] ?? ''}${String(number)}`);
          const ranks = rankSortValues(values);
          expect(ranks.ascending).toBeDefined();
          expect(Array.from(sortOrder(ranks, dir))).toEqual(referenceOrder(values, dir));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('ranks equal values equally and different values differently', () => {
    fc.assert(
      fc.property(fc.array(sortValue, { maxLength: 40 }), (values) => {
        const { ranks } = rankSortValues(values);
        values.forEach((a, i) => {
          values.forEach((b, j) => {
            if (isMissing(a) || isMissing(b) || a === null || a === undefined || b === null || b === undefined) return;
            expect(ranks[i] === ranks[j]).toBe(oracleCompare(a, b) === 0);
          });
        });
      }),
      { numRuns: RUNS },
    );
  });
});
