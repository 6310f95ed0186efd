import { memo, type ReactElement } from 'react';
import { CellFocusContext } from './cellFocus';
import type { DataTableColumn } from './types';

export interface DataTableRowProps<Row> {
  row: Row;
  /** The row's id, on its DOM row as data-row-id: a DOM row shows other rows as the table scrolls (see rowSlots.ts). */
  rowId: string;
  columns: readonly DataTableColumn<Row>[];
  /** The row's place in the grid: 1 for the first row of the page (0 is the header row). */
  gridRow: number;
  /** The column of the table's tab stop when it is in this row, else -1 (so other rows skip re-rendering). */
  tabStopColumn: number;
}

function DataTableRowBase<Row>({ row, rowId, columns, gridRow, tabStopColumn }: DataTableRowProps<Row>) {
  return (
    <tr aria-rowindex={gridRow + 1} data-row-id={rowId}>
      {columns.map((column, index) => {
        const isStop = index === tabStopColumn;
        const content = column.cell(row);
        return (
          <td
            key={column.id}
            role="gridcell"
            data-align={column.align}
            tabIndex={isStop && column.interactive !== true ? 0 : -1}
          >
            {column.interactive === true ? (
              <CellFocusContext.Provider value={isStop}>{content}</CellFocusContext.Provider>
            ) : (
              content
            )}
          </td>
        );
      })}
    </tr>
  );
}

/** Memoised: scrolling, focus moves and page changes re-render only the rows that changed. */
export const DataTableRow = memo(DataTableRowBase) as <Row>(props: DataTableRowProps<Row>) => ReactElement;
