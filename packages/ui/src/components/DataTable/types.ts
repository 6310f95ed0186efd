import type { ReactNode } from 'react';

/** What a column sorts by; null, undefined and '' are "missing" and always sort last. */
export type SortValue = string | number | null | undefined;

/** The ARIA words, so a sort state can go straight into `aria-sort`. */
export const SORT_DIRECTIONS = ['ascending', 'descending'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export const DATA_TABLE_ALIGNS = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof DATA_TABLE_ALIGNS)[number];

export interface DataTableColumn<Row> {
  /** Unique among the columns; names the column in the sort state (and so in the URL). */
  id: string;
  /** The header text; it also names the sort button. */
  header: string;
  /** The cell content. Keep it a module-level function so rows stay memoised. */
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; without it the column does not sort. */
  sortValue?: (row: Row) => SortValue;
  /** Orders two present sort values; by default numbers numerically, text case-insensitively and naturally. */
  compare?: (a: string | number, b: string | number) => number;
  /** Turns sorting off for a column that has a sortValue (e.g. only for CSV). Default: true with sortValue. */
  sortable?: boolean;
  /** Width in grid units (8 px each); columns without one share the rest. */
  width?: number;
  align?: DataTableAlign;
  /**
   * The cell renders one widget (a button, a tooltip trigger) that takes the keyboard focus instead of the cell.
   * That widget must spread `useDataTableCellFocus()` in every row.
   */
  interactive?: boolean;
}
