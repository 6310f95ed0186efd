/** The page kit: what every screen is built from, so twenty screens come out alike. */
export { AsyncContent, type AsyncContentProps, type AsyncState } from './AsyncContent';
export { DataPanel, type DataPanelProps } from './DataPanel';
export { PageFrame, type PageFrameProps } from './PageFrame';
export { PAGE_WIDTHS, type PageWidth } from './PageFrame.styles';
export {
  clearTableState,
  parseTableState,
  writeTableState,
  type SortDirection,
  type SortState,
  type TableState,
  type TableUrlSpec,
} from './tableUrlState';
export { fromTableSort, toTableSort } from './tableSort';
export { useTableUrlState, type TableUrlState } from './useTableUrlState';
export { ShareWithCstAction, shareTicketHref, type ShareWithCstActionProps } from './ShareWithCstAction';
export { UnsupportedBrowserBanner, type UnsupportedBrowserBannerProps } from './UnsupportedBrowserBanner';
export { CheckboxLabel, FactList, FactRow, FilterBar, FilterField, MessageWithAction } from './layout.styles';
export { LeaveGuard, type LeaveGuardProps } from './LeaveGuard';
