import { useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from '../../scheduling';
import { clampPage, pageBounds } from './paging';
import { filteredIndices, sortColumnOf, sortedIndices, sortedIndicesFirst, type RowFilter } from './rowOrder';
import { finishRanking } from './sorting';
import type { DataTableColumn, DataTableSort } from './types';

interface DataTableRowsInput<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort | null;
  rowFilter: RowFilter<Row> | undefined;
  page: number;
  pageSize: number;
  /** How many rows from the top of the page the table paints first (those in view, the spare rows and more). */
  firstRows: number;
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
  firstRows,
}: DataTableRowsInput<Row>): DataTableRows {
  const sortColumn = sortColumnOf(columns, sort);
  const direction = sort?.direction;
  // The column object may be rebuilt on every render; its sortValue and compare are what the order depends on.
  const sortValue = sortColumn?.sortValue;
  const compare = sortColumn?.compare;
  // The first sort of a column of many texts paints the page's first rows before the rest are sorted (see
  // sortedIndicesFirst); with a filter, which rows come first depends on the whole order, so it sorts them all.
  const firstSettled =
    rowFilter === undefined
      ? pageBounds(clampPage(page, rows.length, pageSize), rows.length, pageSize).start + firstRows
      : rows.length;
  const sorted = useMemo(
    () => sortedIndicesFirst(rows, sortValue, compare, direction, firstSettled),
    [rows, sortValue, compare, direction, firstSettled],
  );
  // A partial order, finished after its paint (the rows in view stay as they were).
  const [finished, setFinished] = useState<{ partial: Uint32Array; order: Uint32Array } | undefined>(undefined);
  useEffect(() => {
    if (!sorted.partial) return;
    return afterNextPaint(() => {
      finishRanking();
      setFinished({ partial: sorted.order, order: sortedIndices(rows, sortValue, compare, direction) });
    });
  }, [sorted, rows, sortValue, compare, direction]);
  const order = finished?.partial === sorted.order ? finished.order : sorted.order;
  const matching = useMemo(() => filteredIndices(rows, order, rowFilter), [rows, order, rowFilter]);
  const currentPage = clampPage(page, matching.length, pageSize);
  const { start, end } = pageBounds(currentPage, matching.length, pageSize);
  const pageRows = useMemo(() => matching.subarray(start, end), [matching, start, end]);
  return { pageRows, matchCount: matching.length, page: currentPage };
}
