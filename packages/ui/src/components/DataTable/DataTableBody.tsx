import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { DataTableRow } from './DataTableRow';
import type { GridPosition } from './gridNavigation';
import { rowSlotKeys, type FocusedRow } from './rowSlots';
import type { DataTableColumn } from './types';
import type { VirtualRow } from './useRowVirtualizer';

export type DataTableBodyState = 'rows' | 'loading' | 'empty' | 'no-match';

interface DataTableBodyProps<Row> {
  state: DataTableBodyState;
  rows: readonly Row[];
  /** The page's rows, as indices into `rows`. */
  pageRows: Uint32Array;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  items: readonly VirtualRow[];
  /** Space above the first and below the last rendered row, in px, standing in for the rows not rendered. */
  spaceBefore: number;
  spaceAfter: number;
  tabStop: GridPosition;
  /** The body row the focus last went to, if it went to one. */
  focusedRow: FocusedRow | undefined;
  /** DOM rows kept for reuse: the most rows rendered at once (see rowSlots.ts). */
  slots: number;
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
  items,
  spaceBefore,
  spaceAfter,
  tabStop,
  focusedRow,
  slots,
  message,
  messageAction,
}: DataTableBodyProps<Row>) {
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
    slots,
    focusedRow?.index ?? -1,
    rowThere !== undefined && focusedRow !== undefined && getRowId(rowThere) === focusedRow.id,
  );
  return (
    <tbody>
      <Spacer height={spaceBefore} columns={columns.length} />
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
            tabStopColumn={tabStop.row === gridRow ? tabStop.column : -1}
          />
        );
      })}
      <Spacer height={spaceAfter} columns={columns.length} />
    </tbody>
  );
}
