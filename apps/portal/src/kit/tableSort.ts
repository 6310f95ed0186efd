import type { DataTableSort } from '@portal/ui';
import type { SortState } from './tableUrlState';

/** The URL's sort ('asc' / 'desc', as `?sort=-date` reads) in the table's ARIA words; none when the URL has none. */
export function toTableSort(sort: SortState | undefined): DataTableSort | null {
  return sort ? { columnId: sort.column, direction: sort.direction === 'asc' ? 'ascending' : 'descending' } : null;
}

/** The table's sort in the URL's words; no sort goes back to the page's default. */
export function fromTableSort(sort: DataTableSort | null): SortState | undefined {
  return sort ? { column: sort.columnId, direction: sort.direction === 'ascending' ? 'asc' : 'desc' } : undefined;
}
