/** The data explorer's parts, shared by AD Event Data and Flow Data. */
export { CellText, ExplorerStack, FilterField } from './DataExplorer.styles';
export { columnMax, countColumn, nameColumn, seriesColumn, textColumn, type Drill } from './explorerColumns';
export { drillHref, typeHref } from './explorerLinks';
export { ExplorerPanel, isNoResults, type ExplorerPanelProps, type ExplorerReply } from './ExplorerPanel';
export { EXPLORER_SWR } from './explorerQuery';
export {
  DEFAULT_RANGE_HOURS,
  parseUrlDate,
  requestedRange,
  shownRange,
  wasAdjusted,
  type RequestedRange,
} from './explorerRange';
export {
  ExplorerScreen,
  type ExplorerColumns,
  type ExplorerScreenProps,
  type ExplorerTypeInfo,
} from './ExplorerScreen';
export { ExplorerTable, EXPLORER_ROWS, type ExplorerTableProps } from './ExplorerTable';
export { EXPLORER_TEXT } from './explorerText';
export { ExplorerToolbar, type ExplorerToolbarProps } from './ExplorerToolbar';
export { ExplorerTypeNav, type ExplorerType, type ExplorerTypeNavProps } from './ExplorerTypeNav';
export { useExplorerView, type ExplorerView } from './useExplorerView';
