export { DataTable, type DataTableProps } from './DataTable';
export { DATA_TABLE_DENSITIES, type DataTableDensity } from './DataTable.styles';
export { useDataTableCellFocus, type DataTableCellFocusProps } from './cellFocus';
export { DataTableCellTooltip } from './CellTooltip';
export { DEFAULT_PAGE_SIZE, pagingText } from './paging';
export {
  buildSearchIndex,
  createSearchIndexBuilder,
  matchesTerms,
  searchTerms,
  termsNarrow,
  type SearchIndexBuilder,
} from './filtering';
export { narrowingFilter, orderedRows, type RowFilter } from './rowOrder';
export {
  DATA_TABLE_ALIGNS,
  SORT_DIRECTIONS,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableSort,
  type SortDirection,
  type SortValue,
} from './types';
