/**
 * A list screen's view (filters, sort, page) as URL query parameters, so that a reload or a shared link reopens the
 * same view: `?status=Online&sort=-lastReported&page=3`. Pure functions; the hook is useTableUrlState.
 */
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: string;
  direction: SortDirection;
}

export interface TableState {
  /** Only set filters: a filter with no value is absent. */
  filters: Readonly<Record<string, string>>;
  sort: SortState | undefined;
  /** 1-based. */
  page: number;
}

export interface TableUrlSpec {
  /** The filter parameters the screen understands. */
  filters: readonly string[];
  /** The columns it may sort by (the sort whitelist); any other `sort` value is ignored. */
  sortable: readonly string[];
  defaultSort?: SortState;
}

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';

const sortText = (sort: SortState) => `${sort.direction === 'desc' ? '-' : ''}${sort.column}`;
const sameSort = (a: SortState | undefined, b: SortState | undefined) =>
  a?.column === b?.column && a?.direction === b?.direction;

function parseSort(text: string | null, spec: TableUrlSpec): SortState | undefined {
  if (text === null) return spec.defaultSort;
  const direction: SortDirection = text.startsWith('-') ? 'desc' : 'asc';
  const column = direction === 'desc' ? text.slice(1) : text;
  return spec.sortable.includes(column) ? { column, direction } : spec.defaultSort;
}

function parsePage(text: string | null): number {
  if (text === null || !/^[1-9]\d{0,8}$/.test(text)) return 1;
  return Number(text);
}

/** Reads the view from the URL; anything malformed or unknown falls back to the default. */
export function parseTableState(params: URLSearchParams, spec: TableUrlSpec): TableState {
  const filters: Record<string, string> = {};
  for (const name of spec.filters) {
    const value = params.get(name);
    if (value !== null && value !== '') filters[name] = value;
  }
  return { filters, sort: parseSort(params.get(SORT_PARAM), spec), page: parsePage(params.get(PAGE_PARAM)) };
}

/** Writes the view into the URL's parameters, keeping parameters that are not the table's; defaults are left out. */
export function writeTableState(params: URLSearchParams, state: TableState, spec: TableUrlSpec): URLSearchParams {
  const next = clearTableState(params, spec);
  for (const name of spec.filters) {
    const value = state.filters[name];
    if (value !== undefined && value !== '') next.set(name, value);
  }
  if (state.sort && !sameSort(state.sort, spec.defaultSort)) next.set(SORT_PARAM, sortText(state.sort));
  if (state.page > 1) next.set(PAGE_PARAM, String(state.page));
  return next;
}

/** The URL's parameters without the table's view. */
export function clearTableState(params: URLSearchParams, spec: TableUrlSpec): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...spec.filters, SORT_PARAM, PAGE_PARAM]) next.delete(name);
  return next;
}
