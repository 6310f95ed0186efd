/**
 * Log search, shared by the Log Search page and Search Activity (portal-core §3, §4, §7). Public API:
 *
 * - `useLogSearch(searchId | null, pollMs?)` → useApi's answer + `search`, `phase` ('running' | 'failed' | 'empty' |
 *   'finished'); polls GET logsearch/:id every 2 s while it runs.
 * - `useLogSearches(pollMs?)` → useApi's answer of the list; polls while any search runs.
 * - `useLogSearchActions()` → `{ start(request) → id?, cancel(id) → ok, remove(id) → ok, retry(search) → newId?,
 *   busy }`; toasts on success and failure; the list refetches. Retry starts the same request, then deletes the old.
 * - `useLogExportAccess()` → `{ enabled, v2 }` from the user's flags (`log_downloads_enabled`, `log_search_export_v2`).
 * - `useStartLogExport()` → `{ start(searchId, options?) → LogExport?, isStarting }` (v1: csv/zip by default; v2: id).
 * - `useLogExportStatus(listedExport, pollMs?)` → `{ entry, url, linkError, pollError, retry }`: polls an export until
 *   COMPLETE/FAILED, then fetches its download link.
 * - `<LogExportControls search pollMs? headingLevel? />`: the export form and the search's exports with progress,
 *   status and download links; says 'Exports are not enabled for your account.' without the flag.
 * - `<LogPagesLinks current searchLabel? />`: the header links between Log Search, Search Activity and Log Sources.
 * - Display: `statusText`, `rangeText`, `dateText`, `PHASE_LABELS`, `PHASE_INTENTS`.
 * - Pure rules: `searchPhase`, `isSearchSettled`, `isExportSettled`, `canExport`, `defaultRange`, `respectEarliest`,
 *   `searchRequest`, `formOf`, `exportRequest`, `logSearchPath(id, page?)`, the flag names and `LOG_SEARCH_TEXT`.
 */
export { LogExportControls, type LogExportControlsProps } from './LogExportControls';
export { dateText, PHASE_INTENTS, PHASE_LABELS, rangeText, statusText } from './searchDisplay';
export { LogPagesLinks, type LogPage, type LogPagesLinksProps } from './LogPagesLinks';
export {
  canExport,
  DEFAULT_EXPORT_OPTIONS,
  DEFAULT_RANGE_HOURS,
  defaultRange,
  exportRequest,
  formOf,
  isExportSettled,
  isSearchSettled,
  LOG_DOWNLOADS_FLAG,
  LOG_EXPORT_V2_FLAG,
  LOG_INCIDENT_FLAG,
  logSearchPath,
  MAX_RANGE_HOURS,
  respectEarliest,
  searchPhase,
  searchRequest,
  type ArchiveFormat,
  type DataFormat,
  type ExportOptions,
  type SearchForm,
  type SearchPhase,
  type TimeRange,
} from './logSearchRules';
export { ARCHIVE_FORMAT_LABELS, DATA_FORMAT_LABELS, LOG_SEARCH_TEXT } from './logSearchText';
export {
  useLogExportAccess,
  useLogSearch,
  useLogSearches,
  type LogExportAccess,
  type LogSearchQuery,
} from './useLogSearch';
export { useLogExportStatus, useStartLogExport, type LogExportStatus, type StartLogExport } from './useLogExports';
export { useLogSearchActions, type LogSearchActions } from './useLogSearchActions';
