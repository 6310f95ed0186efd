/**
 * The words of log search, shared by the Log Search and Search Activity pages. The spec quotes none for searches
 * and exports (portal-core §8 names only the log sources and tag messages), so these are ours, kept in one place.
 */
export const LOG_SEARCH_TEXT = {
  searchStarted: 'Search started.',
  searchCancelled: 'Search cancelled.',
  searchDeleted: 'Search deleted.',
  searchRetried: 'Search started again.',
  running: 'Searching logs',
  failed: 'The search failed.',
  emptyTitle: 'No results found',
  emptyDescription: 'The search finished without finding any log entries. Try a broader query or time range.',
  cancel: 'Cancel search',
  remove: 'Delete search',
  retry: 'Retry search',
  exportHeading: 'Export',
  exportButton: 'Export results',
  exportStarted: 'Export started.',
  splitByTimeframe: 'Split by time frame',
  logSourcesInfo: 'Include log source details',
  dataFormat: 'Data format',
  archiveFormat: 'Archive format',
  exportInProgress: 'Export in progress',
  exportComplete: 'Export complete',
  exportFailed: 'Export failed',
  exportNotStarted: 'Export queued',
  download: 'Download export',
  linkLoading: 'Preparing the download link...',
  exportsDisabled: 'Exports are not enabled for your account.',
  exportNeedsResults: 'Only a search that finished with results can be exported.',
  incidentTitle: 'Log search notice',
  incidentMessage:
    'Log search is currently degraded: searches and exports may take longer than usual or fail. We are working to restore full service.',
} as const;

export const DATA_FORMAT_LABELS = { csv: 'CSV', json: 'JSON' } as const;
export const ARCHIVE_FORMAT_LABELS = { zip: 'ZIP', gzip: 'GZIP' } as const;
