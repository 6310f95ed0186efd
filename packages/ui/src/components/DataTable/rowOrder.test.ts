import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filteredIndices, narrowingFilter, orderedRows, sortColumnOf, sortedIndices, type RowFilter } from './rowOrder';
import { naturalOrder } from './sorting';
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
