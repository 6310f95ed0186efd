import { useMemo } from 'react';
import { clampPage, pageBounds } from './paging';
import { filteredIndices, pick, sortColumnOf, sortedIndices, type RowFilter } from './rowOrder';
import type { DataTableColumn, DataTableSort } from './types';

interface DataTableRowsInput<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort | null;
  rowFilter: RowFilter<Row> | undefined;
  page: number;
  pageSize: number;
}

interface DataTableRows<Row> {
  pageRows: Row[];
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
}: DataTableRowsInput<Row>): DataTableRows<Row> {
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
  const pageRows = useMemo(() => pick(rows, matching.subarray(start, end)), [rows, matching, start, end]);
  return { pageRows, matchCount: matching.length, page: currentPage };
}
