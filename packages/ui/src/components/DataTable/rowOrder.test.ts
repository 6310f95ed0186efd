import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filteredIndices,
  narrowingFilter,
  orderedRows,
  sortColumnOf,
  sortedIndices,
  sortedIndicesFirst,
  type RowFilter,
} from './rowOrder';
import { columnRanks, finishRanking, naturalOrder } from './sorting';
import type { DataTableColumn } from './types';

interface Host {
  name: string;
  cpu: number | null;
}

const rows: Host[] = [
  { name: 'host-10', cpu: 3 },
  { name: 'host-9', cpu: null },
  { name: 'alpha', cpu: 3 },
  { name: 'beta', cpu: 1 },
];
const columns: DataTableColumn<Host>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'cpu', header: 'CPU', cell: (row) => row.cpu, sortValue: (row) => row.cpu },
  { id: 'frozen', header: 'Frozen', cell: (row) => row.name, sortValue: (row) => row.name, sortable: false },
];
const names = (list: Host[]) => list.map((row) => row.name);

describe('orderedRows', () => {
  it('sorts by the named column and filters, keeping ties in their given order', () => {
    expect(names(orderedRows(rows, columns, { columnId: 'cpu', direction: 'descending' }))).toEqual([
      'host-10',
      'alpha',
      'beta',
      'host-9',
    ]);
    expect(
      names(orderedRows(rows, columns, { columnId: 'name', direction: 'ascending' }, (row) => row.name !== 'beta')),
    ).toEqual(['alpha', 'host-9', 'host-10']);
  });

  it('keeps the given order without a sort, or for a column that does not sort', () => {
    expect(names(orderedRows(rows, columns, null))).toEqual(names(rows));
    expect(names(orderedRows(rows, columns, { columnId: 'frozen', direction: 'ascending' }))).toEqual(names(rows));
    expect(sortColumnOf(columns, { columnId: 'missing', direction: 'ascending' })).toBeUndefined();
  });

  it("keeps each direction's order of a column while the rows array lives", () => {
    const byName = (row: Host) => row.name;
    const ascending = sortedIndices(rows, byName, undefined, 'ascending');
    expect(Array.from(ascending)).toEqual([2, 3, 1, 0]);
    expect(sortedIndices(rows, byName, undefined, 'ascending')).toBe(ascending);
    expect(Array.from(sortedIndices(rows, byName, undefined, 'descending'))).toEqual([0, 1, 3, 2]);
    expect(sortedIndices([...rows], byName, undefined, 'ascending')).not.toBe(ascending);
  });
});

describe('filteredIndices with a narrowing filter', () => {
  const names = ['win-01', 'mac-02', 'win-03', 'linux-04', 'windows-05', 'win-06'];
  const order = naturalOrder(names.length);

  it('tests only the rows the filter it narrows kept, and keeps the same rows a full pass would', () => {
    const wider = (name: string) => name.includes('win');
    const first = filteredIndices(names, order, wider);
    const tested: number[] = [];
    const narrower = narrowingFilter((name: string, index: number) => {
      tested.push(index);
      return name.includes('wind');
    }, wider);
    expect(Array.from(filteredIndices(names, order, narrower))).toEqual([4]);
    expect(tested).toEqual(Array.from(first));
  });

  it('tests every row when the filter it narrows was applied in another order', () => {
    const wider = (name: string) => name.includes('win');
    filteredIndices(names, order, wider);
    const tested: number[] = [];
    const narrower = narrowingFilter((name: string, index: number) => {
      tested.push(index);
      return name.includes('win-0');
    }, wider);
    expect(Array.from(filteredIndices(names, naturalOrder(names.length), narrower))).toEqual([0, 2, 5]);
    expect(tested).toHaveLength(names.length);
  });

  it('answers the array it tested when the filter keeps every row of it, so nothing looks changed', () => {
    const wider = (name: string) => name.includes('win');
    const first = filteredIndices(names, order, wider);
    const same = narrowingFilter((name: string) => name.includes('wi'), wider);
    expect(filteredIndices(names, order, same)).toBe(first);
    expect(filteredIndices(names, order, (name: string) => name !== '')).toBe(order);
  });

  it('tests the rows all at once when the filter can (keepIndices), and only the rows the wider one kept', () => {
    const wider = (name: string) => name.includes('win');
    const first = filteredIndices(names, order, wider);
    const given: number[][] = [];
    const narrower = narrowingFilter(
      (name: string) => name.includes('wind'),
      wider,
      (indices) => {
        given.push(Array.from(indices));
        return indices.filter((index) => names[index]?.includes('wind') === true);
      },
    );
    expect(Array.from(filteredIndices(names, order, narrower))).toEqual([4]);
    expect(given).toEqual([Array.from(first)]);
  });

  it('answers as a full pass for any chain of narrowing searches (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-c]{0,6}$/), { maxLength: 60 }),
        fc.stringMatching(/^[a-c]{1,4}$/),
        (texts, query) => {
          const all = naturalOrder(texts.length);
          let wider: RowFilter<string> | undefined;
          // Typing the query a letter at a time: each search narrows the one before.
          for (let length = 1; length <= query.length; length += 1) {
            const typed = query.slice(0, length);
            const filter = narrowingFilter((text: string) => text.includes(typed), wider);
            const expected = texts.flatMap((text, index) => (text.includes(typed) ? [index] : []));
            expect(Array.from(filteredIndices(texts, all, filter))).toEqual(expected);
            wider = filter;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('sortedIndicesFirst', () => {
  // 1,000 distinct names, given in no order: more than a map ranks, so the first ascending sort comes in two steps.
  const many: Host[] = Array.from({ length: 1_000 }, (_, index) => ({
    name: `host-${String((index * 7919) % 1_000)}`,
    cpu: index,
  }));
  const byName = (row: Host) => row.name;
  const compareName = (a: string | number, b: string | number) =>
    String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
  // The oracle: a stable localeCompare sort of the positions.
  const expected = many
    .map((_, index) => index)
    .sort((a, b) =>
      (many[a]?.name ?? '').localeCompare(many[b]?.name ?? '', undefined, { numeric: true, sensitivity: 'base' }),
    );

  it('answers the first rows of a first ascending sort of many texts, and the whole order once finished', () => {
    const rowsOnce = many.slice();
    const first = sortedIndicesFirst(rowsOnce, byName, undefined, 'ascending', 30);
    expect(first.partial).toBe(true);
    expect(Array.from(first.order.subarray(0, 30))).toEqual(expected.slice(0, 30));
    // Asked again before it is finished (a render again): the same order.
    expect(sortedIndicesFirst(rowsOnce, byName, undefined, 'ascending', 30).order).toBe(first.order);
    finishRanking();
    const whole = sortedIndicesFirst(rowsOnce, byName, undefined, 'ascending', 30);
    expect(whole.partial).toBe(false);
    expect(Array.from(whole.order)).toEqual(expected);
    // The ranks were remembered: the other way round is the whole order reversed, at once.
    expect(Array.from(sortedIndices(rowsOnce, byName, undefined, 'descending'))).toEqual([...expected].reverse());
  });

  it('finishes a column ranked in part before ranking any other', () => {
    const rowsOnce = many.slice();
    expect(sortedIndicesFirst(rowsOnce, byName, undefined, 'ascending', 10).partial).toBe(true);
    expect(Array.from(sortedIndices(rowsOnce, (row) => row.cpu, undefined, 'ascending'))).toEqual(
      many.map((_, index) => index),
    );
    // Finished on the way, and remembered.
    expect(columnRanks(rowsOnce, byName).ascending).toBeDefined();
    expect(sortedIndicesFirst(rowsOnce, byName, undefined, 'ascending', 10).partial).toBe(false);
  });

  it('puts rows without a text last, in their given order, as the whole sort does', () => {
    const rowsOnce = many.map((row, index) => (index % 100 === 3 ? { ...row, name: '' } : row));
    const first = sortedIndicesFirst(rowsOnce, byName, undefined, 'ascending', 20);
    expect(first.partial).toBe(true);
    finishRanking();
    const whole = Array.from(sortedIndicesFirst(rowsOnce, byName, undefined, 'ascending', 20).order);
    // The whole sort of the same rows, ranked afresh (a new array), is the oracle here.
    expect(whole).toEqual(Array.from(sortedIndices(rowsOnce.slice(), byName, compareName, 'ascending')));
    expect(whole.slice(-10)).toEqual([3, 103, 203, 303, 403, 503, 603, 703, 803, 903]);
  });

  it('answers the whole order at once otherwise (descending, a comparator, a few rows)', () => {
    const rowsOnce = many.slice();
    expect(sortedIndicesFirst(rowsOnce, byName, undefined, 'descending', 30).partial).toBe(false);
    const reversed = (a: string | number, b: string | number) => String(b).localeCompare(String(a));
    expect(sortedIndicesFirst(many.slice(), byName, reversed, 'ascending', 30).partial).toBe(false);
    expect(sortedIndicesFirst(rows, byName, undefined, 'ascending', 2).partial).toBe(false);
  });
});
