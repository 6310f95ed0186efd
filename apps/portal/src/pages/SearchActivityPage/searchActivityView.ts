import type { LogExport, LogSearch, LogSearchRequest } from '@portal/api';
import { formatDate, MISSING_VALUE, type Intent } from '@portal/ui';
import type { TableUrlSpec } from '../../kit';
import { searchPhase, type SearchPhase } from '../../logSearch';

export const SEARCH_ACTIVITY_TEXT = {
  panel: 'Past searches',
  loading: 'Loading search activity...',
  emptyTitle: 'No searches yet',
  emptyDescription: 'Searches you run in Log Search are listed here with their results and exports.',
  caption: 'Past searches',
  noun: 'searches',
  retry: 'Retry',
  delete: 'Delete',
  cancel: 'Cancel',
  exports: 'Exports',
  /** Short in the list's narrow column; the link's name says 'Download export of <query>'. */
  download: 'Download',
  noExports: 'None',
  polling: 'Checking running searches every few seconds.',
} as const;

/** The columns of the list; sort and page are in the URL (`?sort=-date&page=2`), the newest search first by default. */
export const SEARCH_ACTIVITY_VIEW: TableUrlSpec = {
  filters: [],
  sortable: ['query', 'range', 'date', 'user', 'count', 'status', 'size'],
  defaultSort: { column: 'date', direction: 'desc' },
};

export const PHASE_LABELS: Readonly<Record<SearchPhase, string>> = {
  running: 'Running',
  failed: 'Failed',
  empty: 'No results',
  finished: 'Finished',
};

export const PHASE_INTENTS: Readonly<Record<SearchPhase, Intent>> = {
  running: 'info',
  failed: 'danger',
  empty: 'neutral',
  finished: 'success',
};

/** A running search shows its percent; the others their phase. */
export function statusText(search: LogSearch): string {
  const phase = searchPhase(search);
  return phase === 'running' ? `${PHASE_LABELS.running} ${String(Math.round(search.percent))}%` : PHASE_LABELS[phase];
}

const minutes = (value: string) => formatDate(value, 'dateTimeMinutes')?.replace('T', ' ');

/**
 * 'YYYY-MM-DD HH:mm – HH:mm' within a day, 'YYYY-MM-DD HH:mm – MM-DD HH:mm' across days, both years across years
 * (local time, as the picker shows it).
 */
export function rangeText(request: Pick<LogSearchRequest, 'start_time' | 'end_time'>): string {
  const start = minutes(request.start_time);
  const end = minutes(request.end_time);
  if (start === undefined || end === undefined) return MISSING_VALUE;
  if (start.slice(0, 10) === end.slice(0, 10)) return `${start} – ${end.slice(11)}`;
  return start.slice(0, 4) === end.slice(0, 4) ? `${start} – ${end.slice(5)}` : `${start} – ${end}`;
}

export const dateText = (value: string): string => minutes(value) ?? MISSING_VALUE;

const EXPORT_STATUS_TEXT: Readonly<Record<LogExport['status'], string>> = {
  NOT_STARTED: 'Queued',
  IN_PROGRESS: 'In progress',
  COMPLETE: 'Complete',
  FAILED: 'Failed',
};

/** The latest export's state ('Complete', 'In progress 35%'), with how many there are when more than one. */
export function exportsSummary(exports: readonly LogExport[]): string {
  const latest = exports.at(-1);
  if (latest === undefined) return SEARCH_ACTIVITY_TEXT.noExports;
  const state =
    latest.status === 'IN_PROGRESS'
      ? `${EXPORT_STATUS_TEXT.IN_PROGRESS} ${String(Math.round(latest.percent_complete))}%`
      : EXPORT_STATUS_TEXT[latest.status];
  return exports.length > 1 ? `${state} (${String(exports.length)} exports)` : state;
}

/** The searches still running: each is polled by id until it settles. */
export function runningSearchIds(searches: readonly LogSearch[]): string[] {
  return searches.filter((search) => searchPhase(search) === 'running').map((search) => search.id);
}
