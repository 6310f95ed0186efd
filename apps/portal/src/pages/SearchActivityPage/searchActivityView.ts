import type { LogExport, LogSearch } from '@portal/api';
import type { TableUrlSpec } from '../../kit';
import { searchPhase } from '../../logSearch';

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

export { dateText, PHASE_INTENTS, PHASE_LABELS, rangeText, statusText } from '../../logSearch';

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
