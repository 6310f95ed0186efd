import type { EndpointRow } from '../EndpointTable';
import type { DataTableColumn } from './types';

/** Columns over the demo endpoint rows, for the DataTable stories (EndpointTable has the real ones). */
export const hostColumns: DataTableColumn<EndpointRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.hostname, sortValue: (row) => row.hostname, width: 22 },
  { id: 'user', header: 'User', cell: (row) => row.userName, sortValue: (row) => row.userName, width: 20 },
  { id: 'os', header: 'Operating System', cell: (row) => row.OSVersion, sortValue: (row) => row.OSVersion },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => row.status,
    sortValue: (row) => row.status,
    width: 12,
    align: 'end',
  },
];

export function hostId(row: EndpointRow): string {
  return row.id;
}

/** The DataTable stories' common args (rows aside): the host columns, named for assistive technology and the pager. */
export const hostTableArgs = {
  columns: hostColumns,
  getRowId: hostId,
  caption: 'Hosts',
  noun: 'hosts',
};
