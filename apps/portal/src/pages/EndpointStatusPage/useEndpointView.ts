import type { DataTableSort, EndpointFilterValues } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTableUrlState } from '../../kit';
import { ENDPOINT_URL_SPEC, filterChange, filtersFromUrl, fromUrlSort, toUrlSort } from './endpointViewParams';

/** The table's controlled view props, kept in the URL. */
export interface EndpointView {
  filters: EndpointFilterValues;
  onFiltersChange: (filters: EndpointFilterValues) => void;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort | null) => void;
  page: number;
  onPageChange: (page: number) => void;
}

interface LocalFilters {
  filters: EndpointFilterValues;
  /** The URL's filters when last looked at. */
  seen: string;
  /** Filters this page wrote to the URL that may still arrive (the router commits in a transition). */
  written: ReadonlySet<string>;
}

const keyOf = (filters: EndpointFilterValues) => JSON.stringify(filters);

/**
 * Filters, sort and page in the URL through the kit's useTableUrlState, so a reload or a shared link reopens the
 * view. The filters are also held here: the router updates the URL in a transition, and a search box fed only from
 * the URL would lose keystrokes while a large table re-renders. A URL change this page did not write (a link to the
 * page without parameters) replaces them.
 */
export function useEndpointView(): EndpointView {
  const url = useTableUrlState(ENDPOINT_URL_SPEC);
  const urlFilters = filtersFromUrl(url.filters);
  const urlKey = keyOf(urlFilters);
  const [local, setLocal] = useState<LocalFilters>(() => ({
    filters: urlFilters,
    seen: urlKey,
    written: new Set([urlKey]),
  }));
  let { filters } = local;
  if (local.seen !== urlKey) {
    const ours = local.written.has(urlKey);
    filters = ours ? local.filters : urlFilters;
    const settled = !ours || keyOf(filters) === urlKey;
    setLocal({ filters, seen: urlKey, written: settled ? new Set([urlKey]) : local.written });
  }

  // A filter or sort change already goes to page 1; the table then asks for page 1 too, which must not write the
  // URL again from the state before the change (both writes would start from the same parameters).
  const firstPageWritten = useRef(false);
  useEffect(() => {
    firstPageWritten.current = false;
  });

  const { setFilter, clearFilters, setSort, setPage } = url;
  const onFiltersChange = useCallback(
    (next: EndpointFilterValues) => {
      const change = filterChange(filters, next);
      if (change.kind === 'none') return;
      setLocal((previous) => ({ ...previous, filters: next, written: new Set(previous.written).add(keyOf(next)) }));
      firstPageWritten.current = true;
      if (change.kind === 'clear') clearFilters();
      else setFilter(change.param, change.value);
    },
    [filters, clearFilters, setFilter],
  );
  const onSortChange = useCallback(
    (sort: DataTableSort | null) => {
      firstPageWritten.current = true;
      setSort(sort === null ? undefined : toUrlSort(sort));
    },
    [setSort],
  );
  const onPageChange = useCallback(
    (page: number) => {
      if (page === 1 && firstPageWritten.current) return;
      setPage(page);
    },
    [setPage],
  );

  return { filters, onFiltersChange, sort: fromUrlSort(url.sort), page: url.page, onPageChange, onSortChange };
}
