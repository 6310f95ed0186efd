import { useImperativeHandle, useLayoutEffect, type ReactNode, type Ref } from 'react';
import { EmptyState } from '../EmptyState';
import { DataTableRow } from './DataTableRow';
import type { GridPosition } from './gridNavigation';
import { rowSlotKeys, type FocusedRow } from './rowSlots';
import type { DataTableColumn } from './types';
import { useRowVirtualizer } from './useRowVirtualizer';

/**
 * Rows rendered beyond the view ahead of the scroll (below it at first) and behind it. Rows are rendered within the
 * scroll event, so a frame never shows a gap; spare rows cover a wheel scroll the compositor shows before the scroll
 * event, which runs ahead, so few are kept behind. A jump, sort or keystroke paints the rows in view first and renders
 * the spare rows a frame later (measured on 100,000 rows: a sort of a column sorted before 11.7 -> 8.7 ms, a first
 * sort 36 -> 32 ms, medians of five runs).
 */
const OVERSCAN_AHEAD = 6;
const OVERSCAN_BEHIND = 2;

export type DataTableBodyState = 'rows' | 'loading' | 'empty' | 'no-match';

interface DataTableBodyProps<Row> {
  state: DataTableBodyState;
  rows: readonly Row[];
  /** The page's rows, as indices into `rows`. */
  pageRows: Uint32Array;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The table's scroll container. */
  scrollElement: HTMLDivElement | null;
  /** What the user chose to see (see useRowVirtualizer). */
  rowSet: unknown;
  rowHeight: number;
  headerHeight: number;
  visibleRows: number;
  /** The table's active cell: the tab stop when its row is rendered (a body row) or the header's. */
  active: GridPosition;
  /** Told, before the paint, whether the active cell is rendered; the header takes the tab stop while it is not. */
  onActiveRenderedChange: (rendered: boolean) => void;
  /** Set to a function that scrolls a page row into view, for the keyboard. */
  revealRowRef: Ref<(pageRow: number) => void>;
  /** The body row the focus last went to, if it went to one. */
  focusedRow: FocusedRow | undefined;
  /** The text of the loading, empty or no-match state. */
  message: ReactNode;
  messageAction?: ReactNode;
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td data-spacer colSpan={columns} style={{ height }} />
    </tr>
  );
}

export function DataTableBody<Row>({
  state,
  rows,
  pageRows,
  columns,
  getRowId,
  scrollElement,
  rowSet,
  rowHeight,
  headerHeight,
  visibleRows,
  active,
  onActiveRenderedChange,
  revealRowRef,
  focusedRow,
  message,
  messageAction,
}: DataTableBodyProps<Row>) {
  // The rows in view live here, not in DataTable: a scroll re-renders the body alone, not the table's hooks and its
  // styled wrappers (whose styles styled-components works out again on every render). Scroll handler CPU time on
  // 100,000 rows, three alternating traced runs of 20 scrolls each: a jump 2.47 -> 2.32 ms, a one-row scroll 1.55 ->
  // 1.34 ms.
  const { items, windowSize, totalSize, scrollToIndex } = useRowVirtualizer({
    scrollElement,
    count: pageRows.length,
    rowSet,
    rowHeight,
    headerHeight,
    visibleRows,
    overscan: OVERSCAN_AHEAD,
    overscanBehind: OVERSCAN_BEHIND,
  });
  useImperativeHandle(revealRowRef, () => scrollToIndex, [scrollToIndex]);
  const first = items[0];
  const last = items.at(-1);
  const activeRendered =
    active.row === 0 ||
    (first !== undefined && last !== undefined && active.row > first.index && active.row <= last.index + 1);
  useLayoutEffect(() => {
    onActiveRenderedChange(activeRendered);
  }, [activeRendered, onActiveRenderedChange]);

  if (state !== 'rows') {
    return (
      <tbody>
        <tr aria-rowindex={2}>
          <td role="gridcell" colSpan={columns.length} data-message>
            {state === 'loading' ? (
              message
            ) : (
              <EmptyState title={message} icon="search" headingLevel={4} action={messageAction} />
            )}
          </td>
        </tr>
      </tbody>
    );
  }
  const rowThere = focusedRow === undefined ? undefined : rows[pageRows[focusedRow.index] ?? -1];
  const keys = rowSlotKeys(
    items.map((item) => item.index),
    // DOM rows kept for reuse: the rows of a window.
    windowSize,
    focusedRow?.index ?? -1,
    rowThere !== undefined && focusedRow !== undefined && getRowId(rowThere) === focusedRow.id,
  );
  return (
    <tbody>
      <Spacer height={first === undefined ? 0 : first.start - headerHeight} columns={columns.length} />
      {items.map((item, position) => {
        const row = rows[pageRows[item.index] ?? -1];
        if (row === undefined) return null;
        const gridRow = item.index + 1;
        return (
          <DataTableRow
            key={keys[position]}
            row={row}
            rowId={getRowId(row)}
            columns={columns}
            gridRow={gridRow}
            tabStopColumn={active.row === gridRow ? active.column : -1}
          />
        );
      })}
      <Spacer height={last === undefined ? 0 : totalSize - last.end} columns={columns.length} />
    </tbody>
  );
}
