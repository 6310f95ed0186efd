import type { LogSearch, LogSource } from '@portal/api';
import type { TableUrlSpec } from '../../kit';

/** The results view in the URL: `?page=2&sort=-timestamp`; the page is the server's page of results. */
export const RESULTS_VIEW: TableUrlSpec = { filters: [], sortable: ['timestamp', 'source', 'message'] };

/** portal-core §5: the picker reaches 9 days back from the start of today. */
const PICKER_DAYS_BACK = 9;
const DAY_MS = 86_400_000;

/** Every tag of the log sources once, in alphabetical order: what a search can be narrowed to. */
export function sourceTags(sources: readonly Pick<LogSource, 'tags'>[]): string[] {
  return [...new Set(sources.flatMap((source) => source.tags))].sort((a, b) => a.localeCompare(b));
}

/**
 * The earliest searchable record when it limits the picker, i.e. when it is later than the picker's own earliest
 * day (9 days back from the start of today); undefined when it does not.
 */
export function earliestLimit(earliest: string | null | undefined, now: Date): Date | undefined {
  const floor = earliest ? Date.parse(earliest) : Number.NaN;
  if (Number.isNaN(floor)) return undefined;
  const startOfToday = new Date(now);
  startOfToday.setHours(0, 0, 0, 0);
  return floor > startOfToday.getTime() - PICKER_DAYS_BACK * DAY_MS ? new Date(floor) : undefined;
}

const count = (value: number) => value.toLocaleString('en-US');

/** The count and the available count of a finished search: '3,964 results found, 2,000 available'. */
export function resultsSummary(search: Pick<LogSearch, 'count' | 'available_count'>): string {
  const found = `${count(search.count)} ${search.count === 1 ? 'result' : 'results'} found`;
  return search.available_count < search.count ? `${found}, ${count(search.available_count)} available` : found;
}

/** 'Page 2 of 5'; a search with no pages reads as its only page. */
export function pageLabel(page: number, pages: number): string {
  return `Page ${String(page)} of ${String(Math.max(pages, 1))}`;
}
