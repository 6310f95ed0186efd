import type { LogExport, LogExportRequest, LogSearch, LogSearchRequest } from '@portal/api';

/** portal-core §9: a new search covers the last hour; §5: at most 10 days, from 9 days back at the earliest. */
export const DEFAULT_RANGE_HOURS = 1;
export const MAX_RANGE_HOURS = 10 * 24;
const HOUR_MS = 3_600_000;

/** Not among the spec's flags (§3 names none for it): a user flag that moves exports to the v2 call. */
export const LOG_EXPORT_V2_FLAG = 'log_search_export_v2';
/** Exports are offered only with this flag (portal-core §3). */
export const LOG_DOWNLOADS_FLAG = 'log_downloads_enabled';
/** The incident message shows only with this flag. */
export const LOG_INCIDENT_FLAG = 'log_search_incident_message';

/** Where a search is: still running, failed, finished with nothing, or finished with results (portal-core §4). */
export type SearchPhase = 'running' | 'failed' | 'empty' | 'finished';

export function searchPhase(search: Pick<LogSearch, 'failed' | 'percent' | 'count'>): SearchPhase {
  if (search.failed) return 'failed';
  if (search.percent < 100) return 'running';
  return search.count === 0 ? 'empty' : 'finished';
}

/** A running search is polled; every other phase is final. */
export const isSearchSettled = (search: Pick<LogSearch, 'failed' | 'percent' | 'count'>): boolean =>
  searchPhase(search) !== 'running';

/** An export is polled until it is COMPLETE or FAILED. */
export const isExportSettled = (entry: Pick<LogExport, 'status'>): boolean =>
  entry.status === 'COMPLETE' || entry.status === 'FAILED';

/** Only a search that finished with results can be exported (the server refuses the others). */
export const canExport = (search: Pick<LogSearch, 'failed' | 'percent' | 'count'>): boolean =>
  searchPhase(search) === 'finished';

export interface TimeRange {
  start: Date;
  end: Date;
}

/** The default range of a new search: the hour up to now. */
export function defaultRange(now: Date): TimeRange {
  return { start: new Date(now.getTime() - DEFAULT_RANGE_HOURS * HOUR_MS), end: now };
}

/**
 * The range moved so it does not begin before the earliest record the server holds (null or unreadable: no limit).
 * When the whole range lies before it, the range keeps its length from the earliest record on, capped at now.
 */
export function respectEarliest(range: TimeRange, earliest: string | null | undefined, now: Date): TimeRange {
  const floor = earliest ? Date.parse(earliest) : Number.NaN;
  if (Number.isNaN(floor) || range.start.getTime() >= floor) return range;
  const length = range.end.getTime() - range.start.getTime();
  const end = Math.min(now.getTime(), Math.max(range.end.getTime(), floor + length));
  return { start: new Date(floor), end: new Date(Math.max(end, floor)) };
}

export interface SearchForm {
  query: string;
  range: TimeRange;
  caseSensitive: boolean;
  tags: readonly string[];
}

/** The request a form starts (portal-core §7); the query is sent as typed, minus surrounding blanks. */
export function searchRequest(form: SearchForm): LogSearchRequest {
  return {
    query: form.query.trim(),
    start_time: form.range.start.toISOString(),
    end_time: form.range.end.toISOString(),
    case_sensitive: form.caseSensitive,
    log_sources_tags: [...form.tags],
  };
}

/** The form a past search's request refills (open or retry from Search Activity). */
export function formOf(request: LogSearchRequest): SearchForm {
  return {
    query: request.query,
    range: { start: new Date(request.start_time), end: new Date(request.end_time) },
    caseSensitive: request.case_sensitive,
    tags: [...request.log_sources_tags],
  };
}

export type DataFormat = NonNullable<LogExportRequest['data_format']>;
export type ArchiveFormat = NonNullable<LogExportRequest['archive_format']>;

export interface ExportOptions {
  dataFormat: DataFormat;
  archiveFormat: ArchiveFormat;
  splitByTimeframe: boolean;
  /** Adds the log sources' details to the export (portal-core §7 `log_sources_info`). */
  logSourcesInfo: boolean;
}

/** portal-core §7: csv in a zip unless chosen otherwise; split by time frame and log source details only when chosen. */
export const DEFAULT_EXPORT_OPTIONS: ExportOptions = {
  dataFormat: 'csv',
  archiveFormat: 'zip',
  splitByTimeframe: false,
  logSourcesInfo: false,
};

export function exportRequest(searchId: string, options: ExportOptions = DEFAULT_EXPORT_OPTIONS): LogExportRequest {
  return {
    search_id: searchId,
    data_format: options.dataFormat,
    archive_format: options.archiveFormat,
    split_by_timeframe: options.splitByTimeframe,
    log_sources_info: options.logSourcesInfo,
  };
}

/** The URL of one search (and a result page after the first). */
export function logSearchPath(searchId: string, page = 1): string {
  const path = `/logsearch/search/${encodeURIComponent(searchId)}`;
  return page > 1 ? `${path}?page=${String(page)}` : path;
}
