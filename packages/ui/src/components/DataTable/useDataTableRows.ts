import { useMemo } from 'react';
import { clampPage, pageBounds } from './paging';
import { filteredIndices, sortColumnOf, sortedIndices, type RowFilter } from './rowOrder';
import type { DataTableColumn, DataTableSort } from './types';

interface DataTableRowsInput<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort | null;
  rowFilter: RowFilter<Row> | undefined;
  page: number;
  pageSize: number;
}

interface DataTableRows {
  /**
   * The page's rows as indices into `rows`, in order: a view of the sorted and filtered order, not a copy, so a sort
   * or a keystroke over 100,000 rows builds no array of 100,000 rows (the table renders only the few in view).
   */
  pageRows: Uint32Array;
  /** Rows passing the filter, on all pages. */
  matchCount: number;
  /** The requested page, clamped to the pages there are. */
  page: number;
}

/**
 * Sort, then filter, then page, each step memoised on its own inputs: a filter keystroke walks the already sorted
 * order (no re-sort), and a page change only slices.
 */
export function useDataTableRows<Row>({
  rows,
  columns,
  sort,
  rowFilter,
  page,
  pageSize,
}: DataTableRowsInput<Row>): DataTableRows {
  const sortColumn = sortColumnOf(columns, sort);
  const direction = sort?.direction;
  // The column object may be rebuilt on every render; its sortValue and compare are what the order depends on.
  const sortValue = sortColumn?.sortValue;
  const compare = sortColumn?.compare;
  const order = useMemo(
    () => sortedIndices(rows, sortValue, compare, direction),
    [rows, sortValue, compare, direction],
  );
  const matching = useMemo(() => filteredIndices(rows, order, rowFilter), [rows, order, rowFilter]);
  const currentPage = clampPage(page, matching.length, pageSize);
  const { start, end } = pageBounds(currentPage, matching.length, pageSize);
  const pageRows = useMemo(() => matching.subarray(start, end), [matching, start, end]);
  return { pageRows, matchCount: matching.length, page: currentPage };
}
