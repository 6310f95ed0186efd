import { useCallback, useEffect, useMemo } from 'react';
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

  const write = useCallback(
    (next: TableState) => {
      setParams(writeTableState(params, next, spec), { replace: true, state: { viewOf: customerId } });
    },
    [params, spec, setParams, customerId],
  );

  return {
    ...state,
    // A new filter or sort shows its first page.
    setFilter: (name, value) => write({ ...state, filters: { ...state.filters, [name]: value ?? '' }, page: 1 }),
    setSort: (sort) => write({ ...state, sort, page: 1 }),
    setPage: (page) => write({ ...state, page }),
    clearFilters: () => write({ ...state, filters: {}, page: 1 }),
  };
}
