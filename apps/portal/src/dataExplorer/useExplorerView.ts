import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTableUrlState, writeTableState, type TableUrlSpec, type TableUrlState } from '../kit';
import { session } from '../state/session';

export interface ExplorerView extends TableUrlState {
  /** Sets several filters in one URL write (a time range is a start and an end); undefined removes one. */
  setFilters: (changes: Readonly<Record<string, string | undefined>>) => void;
}

/**
 * The explorer's filters and sort in the URL (the kit's table URL state, so a reload or a shared link reopens the
 * view and a customer switch opens the defaults), plus a write of several filters at once.
 */
export function useExplorerView(spec: TableUrlSpec): ExplorerView {
  const view = useTableUrlState(spec);
  const [params, setParams] = useSearchParams();
  const { customer } = useSnapshot(session);
  const customerId = customer?.id ?? null;
  const { filters, sort } = view;
  const setFilters = useCallback(
    (changes: Readonly<Record<string, string | undefined>>) => {
      // writeTableState leaves out empty filters, so '' removes one.
      const next: Record<string, string> = { ...filters };
      for (const [name, value] of Object.entries(changes)) next[name] = value ?? '';
      setParams(writeTableState(params, { filters: next, sort, page: 1 }, spec), {
        replace: true,
        state: { viewOf: customerId },
      });
    },
    [filters, sort, params, setParams, spec, customerId],
  );
  return { ...view, setFilters };
}
