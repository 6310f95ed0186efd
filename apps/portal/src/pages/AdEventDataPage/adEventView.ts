import { AD_EVENT_TYPES, AD_SORT_WHITELIST, type AdEventRow, type AdEventsQuery, type AdEventType } from '@portal/api';
import type { TableState, TableUrlSpec } from '../../kit';
import { requestedRange } from '../../dataExplorer';

/** The value filters of the AD explorer (portal-core §2), with their labels. */
export const AD_FILTER_LABELS: Readonly<Record<AdEventType, string>> = {
  event_code: 'Event code',
  user: 'User',
  origin_user: 'Origin user',
  domain: 'Domain',
};

/** The AD explorer's view in the URL: `?start=…&end=…&event_code=4624&user=…&sort=-users`. */
export const AD_VIEW: TableUrlSpec = {
  filters: ['start', 'end', 'event_code', 'user', 'origin_user', 'domain'],
  sortable: AD_SORT_WHITELIST,
  defaultSort: { column: 'events', direction: 'desc' },
};

/** Each type: its tab, the header of its name column and what its rows are. */
export const AD_TYPE_INFO: Readonly<Record<AdEventType, { label: string; header: string; noun: string }>> = {
  event_code: { label: 'Event codes', header: 'Event code', noun: 'event codes' },
  user: { label: 'Users', header: 'User', noun: 'users' },
  origin_user: { label: 'Origin users', header: 'Origin user', noun: 'origin users' },
  domain: { label: 'Domains', header: 'Domain', noun: 'domains' },
};

/** The types in the spec's order, as the explorer's tabs. */
export const AD_TYPES = AD_EVENT_TYPES.map((id) => ({ id, ...AD_TYPE_INFO[id] }));

/** The distinct-count column of each type: the users behind an event code, and so on. */
export const COUNT_OF: Readonly<Record<AdEventType, 'event_codes' | 'users' | 'origin_users' | 'domains'>> = {
  event_code: 'event_codes',
  user: 'users',
  origin_user: 'origin_users',
  domain: 'domains',
};

/** The call's query for a type and the URL's view: only valid dates, the filters, and the sort (default -events). */
export function adEventsQuery(type: AdEventType, state: TableState): AdEventsQuery {
  const sort = state.sort ?? AD_VIEW.defaultSort;
  const query: AdEventsQuery = { type, ...requestedRange(state.filters) };
  for (const name of Object.keys(AD_FILTER_LABELS) as AdEventType[]) {
    const value = state.filters[name];
    if (value !== undefined) query[name] = value;
  }
  if (sort) query.sort = `${sort.direction === 'desc' ? '-' : ''}${sort.column}`;
  return query;
}

/** The value a row stands for: the event code, or the user, origin user or domain name. */
export const rowValue = (row: AdEventRow): string => row.code ?? row.name ?? '';
