import type { DataTableSort } from '@portal/ui';
import type { SortState, TableUrlSpec } from '../../kit';

/** The online agents table's view in the URL: sort and page (`?sort=hostname&page=2`); latest report first. */
export const AGENTS_VIEW: TableUrlSpec = {
  filters: [],
  sortable: ['hostname', 'heartbeat'],
  defaultSort: { column: 'heartbeat', direction: 'desc' },
};

/** The URL's sort in the table's ARIA words. */
export function toTableSort(sort: SortState | undefined): DataTableSort | null {
  return sort ? { columnId: sort.column, direction: sort.direction === 'asc' ? 'ascending' : 'descending' } : null;
}

/** The table's sort in the URL's words; no sort goes back to the default. */
export function fromTableSort(sort: DataTableSort | null): SortState | undefined {
  return sort ? { column: sort.columnId, direction: sort.direction === 'ascending' ? 'asc' : 'desc' } : undefined;
}
