import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import {
  clearTableState,
  parseTableState,
  writeTableState,
  type SortState,
  type TableState,
  type TableUrlSpec,
} from './tableUrlState';

/** History state written with the view: which customer it belongs to. */
interface ViewOwner {
  viewOf: string | null;
}

const ownerOf = (state: unknown): string | null | undefined =>
  typeof state === 'object' && state !== null && 'viewOf' in state ? (state as ViewOwner).viewOf : undefined;

export interface TableUrlState extends TableState {
  setFilter: (name: string, value: string | undefined) => void;
  setSort: (sort: SortState | undefined) => void;
  setPage: (page: number) => void;
  /** Clears every filter (the 'Clear All' of a list) and goes back to the first page. */
  clearFilters: () => void;
}

/**
 * A list screen's filters, sort and page, kept in the URL: a reload or a shared link reopens the same view. The view
 * belongs to the customer it was made for: after a customer switch the list opens at its defaults.
 * `spec` should be a module-level constant.
 */
export function useTableUrlState(spec: TableUrlSpec): TableUrlState {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { customer } = useSnapshot(session);
  const customerId = customer?.id ?? null;
  const owner = ownerOf(location.state);
  // A view written for another customer (before a switch) is not this customer's: show the defaults, then clear it.
  const foreign = owner !== undefined && owner !== customerId;
  const state = useMemo(
    () => parseTableState(foreign ? clearTableState(params, spec) : params, spec),
    [foreign, params, spec],
  );

  useEffect(() => {
    if (foreign) setParams(clearTableState(params, spec), { replace: true, state: { viewOf: customerId } });
  }, [foreign, params, spec, setParams, customerId]);

  // The router commits a URL change in a transition: a second change before it has (two filters chosen in quick
  // succession on a busy machine) would start from the parameters of this render and undo the first. So a change
  // starts from the last one written while the render's parameters are still those it was written over.
  const written = useRef<{ over: URLSearchParams; params: URLSearchParams; state: TableState } | null>(null);
  const update = useCallback(
    (change: (current: TableState) => TableState) => {
      const base = written.current?.over === params ? written.current : { params, state };
      const next = change(base.state);
      const nextParams = writeTableState(base.params, next, spec);
      written.current = { over: params, params: nextParams, state: next };
      setParams(nextParams, { replace: true, state: { viewOf: customerId } });
    },
    [params, state, spec, setParams, customerId],
  );

  return {
    ...state,
    // A new filter or sort shows its first page.
    setFilter: (name, value) =>
      update((current) => ({ ...current, filters: { ...current.filters, [name]: value ?? '' }, page: 1 })),
    setSort: (sort) => update((current) => ({ ...current, sort, page: 1 })),
    setPage: (page) => update((current) => ({ ...current, page })),
    clearFilters: () => update((current) => ({ ...current, filters: {}, page: 1 })),
  };
}
