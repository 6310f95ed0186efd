import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { DataTableRow } from './DataTableRow';
import type { GridPosition } from './gridNavigation';
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
  return (
    <tbody>
      <Spacer height={spaceBefore} columns={columns.length} />
      {items.map((item) => {
        const row = rows[pageRows[item.index] ?? -1];
        if (row === undefined) return null;
        const gridRow = item.index + 1;
        return (
          <DataTableRow
            key={getRowId(row)}
            row={row}
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
