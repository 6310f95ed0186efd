import { createContext, useContext } from 'react';

/** Whether the cell being rendered holds the table's single tab stop. */
export const CellFocusContext = createContext(false);

export interface DataTableCellFocusProps {
  tabIndex: 0 | -1;
  'data-cell-focus': true;
}

/**
 * Props for the one widget of an `interactive` column's cell (a button, a tooltip trigger): it takes the keyboard
 * focus in place of the cell, and is in the tab order only while its cell is the table's tab stop.
 */
export function useDataTableCellFocus(): DataTableCellFocusProps {
  return { tabIndex: useContext(CellFocusContext) ? 0 : -1, 'data-cell-focus': true };
}
