/**
 * The keyboard model of DataTable (WAI-ARIA APG data grid): one tab stop for the whole table, moved across cells
 * with the arrow keys; Home / End go to the first / last cell of the row, Ctrl+Home / Ctrl+End to the first cell of
 * the table (a header) / the last cell of the last row; PageUp / PageDown move by the rows in view. Row 0 is the
 * header row, so sort buttons are reached the same way as cells.
 */
export interface GridPosition {
  row: number;
  column: number;
}

export interface GridShape {
  /** Rows including the header row. */
  rows: number;
  columns: number;
  /** Rows one PageUp / PageDown moves. */
  pageRows: number;
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(0, value), Math.max(0, max));
}

export function clampPosition({ row, column }: GridPosition, { rows, columns }: GridShape): GridPosition {
  return { row: clamp(row, rows - 1), column: clamp(column, columns - 1) };
}

/** Where a key press moves the focus, or undefined when the key is not a grid key. */
export function moveInGrid(
  key: string,
  modifiers: { ctrlKey: boolean },
  from: GridPosition,
  shape: GridShape,
): GridPosition | undefined {
  const { row, column } = clampPosition(from, shape);
  const step = Math.max(1, Math.floor(shape.pageRows));
  const lastRow = shape.rows - 1;
  const lastColumn = shape.columns - 1;
  let next: GridPosition;
  switch (key) {
    case 'ArrowRight':
      next = { row, column: column + 1 };
      break;
    case 'ArrowLeft':
      next = { row, column: column - 1 };
      break;
    case 'ArrowDown':
      next = { row: row + 1, column };
      break;
    case 'ArrowUp':
      next = { row: row - 1, column };
      break;
    case 'Home':
      next = modifiers.ctrlKey ? { row: 0, column: 0 } : { row, column: 0 };
      break;
    case 'End':
      next = modifiers.ctrlKey ? { row: lastRow, column: lastColumn } : { row, column: lastColumn };
      break;
    case 'PageDown':
      next = { row: row + step, column };
      break;
    case 'PageUp':
      next = { row: row - step, column };
      break;
    default:
      return undefined;
  }
  return clampPosition(next, shape);
}
