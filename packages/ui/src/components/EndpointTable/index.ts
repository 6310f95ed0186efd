export { EndpointTable, type EndpointTableProps } from './EndpointTable';
export type { EndpointFiltersProps } from './EndpointFilters';
export {
  agentToEndpointRow,
  completeRowsPercent,
  endpointAddresses,
  isListed,
  isOnline,
  isRowComplete,
  lastReportedText,
  CONTAINMENT_STATES,
  ENDPOINT_STATUSES,
  ONLINE_WINDOW_MS,
  type AgentLike,
  type ContainmentState,
  type EndpointIpAddress,
  type EndpointRow,
  type EndpointStatus,
} from './endpointRow';
export {
  hasActiveFilters,
  operatingSystemOptions,
  MAX_SHOWN_ADDRESSES,
  NO_ENDPOINT_FILTERS,
  type EndpointFilterValues,
} from './endpointFilterRules';
export { endpointCsvRows, ENDPOINT_OPTIONAL_COLUMNS, type EndpointOptionalColumn } from './endpointCsv';
export { DEFAULT_ENDPOINT_SORT } from './endpointColumns';
export { INCOMPLETE_ROWS_HELP } from './EndpointToolbar';
