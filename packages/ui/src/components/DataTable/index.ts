export { DataTable, type DataTableProps } from './DataTable';
export { DATA_TABLE_DENSITIES, type DataTableDensity } from './DataTable.styles';
export { useDataTableCellFocus, type DataTableCellFocusProps } from './cellFocus';
export { DataTableCellTooltip } from './CellTooltip';
export { DEFAULT_PAGE_SIZE, pagingText } from './paging';
export { matchesTerms, searchTerms, termsNarrow } from './filtering';
export {
  buildSearchIndex,
  createSearchIndexBuilder,
  searchIndexFilter,
  searchIndexMatcher,
  type SearchFields,
  type SearchIndex,
  type SearchIndexBuilder,
} from './searchIndex';
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
