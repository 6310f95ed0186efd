/** The data explorer's words; the quoted ones are portal-core's, verbatim. */
export const EXPLORER_TEXT = {
  /** portal-core §8: AD data empty (the server's "not found"). */
  noResults: 'No results found matching your search criteria',
  /** portal-core §5: the server moved the start or the end. */
  adjusted: 'The start date and/or end date of your results was/were adjusted to fall within the available range.',
  loading: 'Loading data...',
  filters: 'Filters',
  clearFilters: 'Clear all filters',
  timeRange: 'Time range',
} as const;
