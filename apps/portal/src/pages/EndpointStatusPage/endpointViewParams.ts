import {
  CONTAINMENT_STATES,
  DEFAULT_ENDPOINT_SORT,
  ENDPOINT_STATUSES,
  NO_ENDPOINT_FILTERS,
  type DataTableSort,
  type EndpointFilterValues,
} from '@portal/ui';
import type { SortState, TableUrlSpec } from '../../kit';

/** The URL parameter of each filter: `?status=Offline&os=…&containment=Contained&q=srv`. */
export const FILTER_PARAMS = {
  status: 'status',
  operatingSystem: 'os',
  containment: 'containment',
  text: 'q',
} as const satisfies Record<keyof EndpointFilterValues, string>;

const FILTER_KEYS = Object.keys(FILTER_PARAMS) as (keyof EndpointFilterValues)[];

/** The columns that sort (all but Actions, portal-core §2); any other `sort` in the URL is ignored. */
export const SORTABLE_ENDPOINT_COLUMNS = [
  'hostname',
  'userName',
  'ipAddress',
  'status',
  'OSVersion',
  'heartbeatTime',
  'contained',
] as const;

export const ENDPOINT_URL_SPEC: TableUrlSpec = {
  filters: Object.values(FILTER_PARAMS),
  sortable: SORTABLE_ENDPOINT_COLUMNS,
  defaultSort: toUrlSort(DEFAULT_ENDPOINT_SORT),
};

/** The table's filters from the URL's; a status or containment the table does not know means any. */
export function filtersFromUrl(filters: Readonly<Record<string, string>>): EndpointFilterValues {
  const status = filters[FILTER_PARAMS.status];
  const containment = filters[FILTER_PARAMS.containment];
  return {
    status: ENDPOINT_STATUSES.find((known) => known === status) ?? '',
    operatingSystem: filters[FILTER_PARAMS.operatingSystem] ?? '',
    containment: CONTAINMENT_STATES.find((known) => known === containment) ?? '',
    text: filters[FILTER_PARAMS.text] ?? '',
  };
}

/** What a filter change asks the URL for: clear them all, or set the one that changed. */
export type FilterChange = { kind: 'clear' } | { kind: 'set'; param: string; value: string } | { kind: 'none' };

export function filterChange(previous: EndpointFilterValues, next: EndpointFilterValues): FilterChange {
  if (FILTER_KEYS.every((key) => next[key] === NO_ENDPOINT_FILTERS[key])) return { kind: 'clear' };
  // The filter bar changes one filter at a time ('Clear All' is the case above).
  const changed = FILTER_KEYS.find((key) => next[key] !== previous[key]);
  return changed === undefined
    ? { kind: 'none' }
    : { kind: 'set', param: FILTER_PARAMS[changed], value: next[changed] };
}

export function toUrlSort(sort: DataTableSort): SortState {
  return { column: sort.columnId, direction: sort.direction === 'descending' ? 'desc' : 'asc' };
}

export function fromUrlSort(sort: SortState | undefined): DataTableSort {
  if (sort === undefined) return DEFAULT_ENDPOINT_SORT;
  return { columnId: sort.column, direction: sort.direction === 'desc' ? 'descending' : 'ascending' };
}
