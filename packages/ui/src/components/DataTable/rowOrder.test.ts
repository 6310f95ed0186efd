import { describe, expect, it } from 'vitest';
import { orderedRows, sortColumnOf, sortedIndices } from './rowOrder';
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
