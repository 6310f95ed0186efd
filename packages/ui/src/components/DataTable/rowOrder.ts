import { filterOrder } from './filtering';
import { columnRanks, columnRanksFirst, naturalOrder, sortOrder, type SortComparator, type SortRanks } from './sorting';
import type { DataTableColumn, DataTableSort, SortDirection, SortValue } from './types';

export function isSortable<Row>(column: DataTableColumn<Row>): boolean {
  return column.sortValue !== undefined && column.sortable !== false;
}

/**
 * Which rows to show. A filter may name in `narrows` a filter it only narrows (one that keeps every row this one
 * keeps, e.g. the same search with a letter more): the table then tests only the rows that filter kept, rather than
 * every row (see filteredIndices).
 */
export type RowFilter<Row> = ((row: Row, index: number) => boolean) & {
  readonly narrows?: RowFilter<Row>;
  /**
   * The rows among `indices` (indices into the rows) the filter keeps, in their order, tested all at once: for a
   * filter that tests many rows faster than one call per row can (a search index). It must keep exactly the rows the
   * function keeps; answering `indices` itself says it kept them all.
   */
  readonly keepIndices?: (indices: Uint32Array) => Uint32Array;
};

/**
 * A filter that narrows `wider`, for a caller that knows it keeps no row `wider` drops (`keep` is left as it is),
 * with a way to test many rows at once if it has one (see RowFilter).
 */
export function narrowingFilter<Row>(
  keep: (row: Row, index: number) => boolean,
  wider: RowFilter<Row> | undefined,
  keepIndices?: (indices: Uint32Array) => Uint32Array,
): RowFilter<Row> {
  if (wider === undefined && keepIndices === undefined) return keep;
  return Object.assign((row: Row, index: number) => keep(row, index), { narrows: wider, keepIndices });
}

/** The column a sort state names, if it exists and sorts. */
export function sortColumnOf<Row>(
  columns: readonly DataTableColumn<Row>[],
  sort: DataTableSort | null,
): DataTableColumn<Row> | undefined {
  return sort === null ? undefined : columns.find((column) => column.id === sort.columnId && isSortable(column));
}

/** Row indices sorted by a column's values (stable; missing values last), or in the given order without a sort. */
export function sortedIndices<Row>(
  rows: readonly Row[],
  sortValue: ((row: Row) => SortValue) | undefined,
  compare: SortComparator | undefined,
  direction: SortDirection | undefined,
): Uint32Array {
  if (sortValue === undefined || direction === undefined) return naturalOrder(rows.length);
  return orderOf(columnRanks(rows, sortValue, compare), direction);
}

function orderOf(ranks: SortRanks, direction: SortDirection): Uint32Array {
  let orders = sortOrders.get(ranks);
  if (!orders) {
    orders = {};
    sortOrders.set(ranks, orders);
  }
  return (orders[direction] ??= sortOrder(ranks, direction));
}

/**
 * sortedIndices for a table about to paint its first `settled` rows: the first ascending sort of a column of many
 * texts (see columnRanksFirst) answers an order with only those rows in place, and `partial`; finishRanking, after
 * the paint, sorts the rest, and sortedIndices then answers the whole order. Answers the whole order otherwise
 * (`settled` as many as the rows, for one).
 */
export function sortedIndicesFirst<Row>(
  rows: readonly Row[],
  sortValue: ((row: Row) => SortValue) | undefined,
  compare: SortComparator | undefined,
  direction: SortDirection | undefined,
  settled: number,
): { order: Uint32Array; partial: boolean } {
  if (sortValue === undefined || compare !== undefined || direction !== 'ascending' || settled >= rows.length)
    return { order: sortedIndices(rows, sortValue, compare, direction), partial: false };
  const first = columnRanksFirst(rows, sortValue, settled);
  return 'ranks' in first
    ? { order: orderOf(first.ranks, direction), partial: false }
    : { order: first.order, partial: true };
}

/**
 * The sorted orders of a column's ranks, kept while the ranks are (i.e. while the rows array lives): flipping a
 * column back and forth is then no work at all. The orders are shared, so nothing may write to them.
 */
const sortOrders = new WeakMap<SortRanks, Partial<Record<SortDirection, Uint32Array>>>();

/** The rows each filter last kept, over which rows and order: a filter that narrows it starts from them. */
const keptByFilter = new WeakMap<object, { rows: readonly unknown[]; order: Uint32Array; kept: Uint32Array }>();

/**
 * The indices of `order` whose rows pass the filter, keeping the order. A filter that narrows the filter applied
 * before it, over the same rows and order, tests only the rows that one kept (a keystroke that extends a search over
 * 100,000 rows tests the rows still matching, not all of them). Only the latest result of a chain is kept, so a long
 * search holds one result, not one per keystroke. A filter that keeps every row it tests answers the array it tested
 * (the order, or the wider filter's result) itself.
 */
export function filteredIndices<Row>(
  rows: readonly Row[],
  order: Uint32Array,
  rowFilter?: RowFilter<Row>,
): Uint32Array {
  if (!rowFilter) return order;
  const wider = rowFilter.narrows === undefined ? undefined : keptByFilter.get(rowFilter.narrows);
  const from = wider !== undefined && wider.rows === rows && wider.order === order ? wider.kept : order;
  const tested =
    rowFilter.keepIndices?.(from) ??
    filterOrder(from, (index) => {
      const row = rows[index];
      return row !== undefined && rowFilter(row, index);
    });
  // Kept a subsequence of `from`: as long, it is `from`. The same array for the same rows (a letter typed that drops
  // none) lets the table see at once that nothing changed, and render nothing.
  const kept = tested.length === from.length ? from : tested;
  if (rowFilter.narrows !== undefined) keptByFilter.delete(rowFilter.narrows);
  keptByFilter.set(rowFilter, { rows, order, kept });
  return kept;
}

/** The rows a table shows across all its pages, in order: e.g. for a CSV export of what the user sees. */
export function orderedRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: DataTableSort | null,
  rowFilter?: RowFilter<Row>,
): Row[] {
  const column = sortColumnOf(columns, sort);
  const order = sortedIndices(rows, column?.sortValue, column?.compare, sort?.direction);
  const indices = filteredIndices(rows, order, rowFilter);
  return pick(rows, indices);
}

export function pick<Row>(rows: readonly Row[], indices: Uint32Array): Row[] {
  const picked: Row[] = [];
  for (const index of indices) {
    const row = rows[index];
    if (row !== undefined) picked.push(row);
  }
  return picked;
}
