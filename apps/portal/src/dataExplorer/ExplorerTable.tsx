import { useMemo } from 'react';
import { DataTable, VisuallyHidden, type DataTableColumn } from '@portal/ui';
import { fromTableSort, toTableSort } from '../kit';
import type { ExplorerView } from './useExplorerView';

/** The table shows the top 100 rows (portal-core §9: AD data table 100 rows), all on one page. */
export const EXPLORER_ROWS = 100;
/** Rows in view before the table scrolls (the rest are drawn as they scroll in). */
const VISIBLE_ROWS = 15;

export interface ExplorerTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  caption: string;
  /** What a row is, plural, for the count under the table. */
  noun: string;
  view: ExplorerView;
}

/**
 * The top rows as the server sorted them. A new sort goes into the URL and asks the server again (its top 100
 * differ by sort); meanwhile the table orders the rows it has the same way.
 */
export function ExplorerTable<Row>({ rows, columns, getRowId, caption, noun, view }: ExplorerTableProps<Row>) {
  // One array per reply: the table keeps its sorted orders while its rows array lives.
  const top = useMemo(() => rows.slice(0, EXPLORER_ROWS), [rows]);
  return (
    // The row count is there for the benchmark's "table of 100 rows drawn" (and for tests), not for styling.
    <div data-explorer-rows={rows.length}>
      {/* The table's empty message is an h4: this keeps the outline h2 > h3 > h4. */}
      <VisuallyHidden as="h3">{caption}</VisuallyHidden>
      <DataTable
        rows={top}
        columns={columns}
        getRowId={getRowId}
        caption={caption}
        noun={noun}
        sort={toTableSort(view.sort)}
        onSortChange={(sort) => {
          view.setSort(fromTableSort(sort));
        }}
        pageSize={EXPLORER_ROWS}
        visibleRows={VISIBLE_ROWS}
        density="compact"
      />
    </div>
  );
}
