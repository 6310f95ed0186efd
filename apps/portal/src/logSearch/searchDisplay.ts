import type { LogSearch, LogSearchRequest } from '@portal/api';
import { formatDate, MISSING_VALUE, type Intent } from '@portal/ui';
import { searchPhase, type SearchPhase } from './logSearchRules';

/** How a search is shown wherever searches are listed (Search Activity, Log Search's recent searches). */
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
