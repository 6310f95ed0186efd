import type { GridPosition } from './gridNavigation';

/**
 * A cell's place in the grid, read from the table itself: its row's aria-rowindex (1 for the header row) and its
 * index among its row's cells. Cells carry no position attribute of their own: a scroll jump moves every rendered DOM
 * row to another row (see rowSlots.ts), and rewriting one attribute per cell made up most of the attribute writes of
 * a jump (in a lab page on 100,000 rows, jumps of 2,000 rows: 6.1-7.3 -> 5.3-5.6 ms, medians of 42 runs in
 * alternating sets).
 * The row of the loading, empty or no-match message is no grid row.
 */
export function cellPositionOf(target: Element): GridPosition | undefined {
  const cell = target.closest('td, th');
  const row = cell?.parentElement;
  if (!(cell instanceof HTMLTableCellElement) || !(row instanceof HTMLTableRowElement)) return undefined;
  if (cell.hasAttribute('data-message')) return undefined;
  const rowIndex = Number(row.getAttribute('aria-rowindex') ?? Number.NaN);
  if (!Number.isInteger(rowIndex) || rowIndex < 1) return undefined;
  return { row: rowIndex - 1, column: cell.cellIndex };
}

/** The cell at a place in the grid (row 0 is the header row), if it is rendered. */
export function cellAt(table: ParentNode, { row, column }: GridPosition): HTMLTableCellElement | null {
  const element = table.querySelector(`tr[aria-rowindex="${String(row + 1)}"]`);
  return element instanceof HTMLTableRowElement ? (element.cells[column] ?? null) : null;
}
