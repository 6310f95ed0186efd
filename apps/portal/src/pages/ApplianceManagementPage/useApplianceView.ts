import type { DataTableSort } from '@portal/ui';
import { useMemo } from 'react';
import { useTableUrlState, type TableUrlSpec } from '../../kit';
import { SORTABLE_COLUMNS } from './applianceColumns';
import { FILTER_PARAMS, readFilters, type ApplianceFilters, type ApplianceVersion } from './applianceView';

const URL_SPEC: TableUrlSpec = {
  filters: Object.values(FILTER_PARAMS),
  sortable: SORTABLE_COLUMNS,
  defaultSort: { column: 'name', direction: 'asc' },
};

const asText = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === 'string' || value === undefined ? value : value.join(',');

export interface ApplianceView {
  filters: ApplianceFilters;
  /** Sets one filter (each control changes one); a list is comma-separated, an empty one is 'Display All'. */
  setFilter: <K extends keyof ApplianceFilters>(name: K, value: ApplianceFilters[K]) => void;
  clearFilters: () => void;
  sort: DataTableSort | null;
  setSort: (sort: DataTableSort | null) => void;
}

/** The filters and sort in the URL (kit's useTableUrlState): a reload or a shared link reopens the same view. */
export function useApplianceView(version: ApplianceVersion): ApplianceView {
  const url = useTableUrlState(URL_SPEC);
  const filters = useMemo(() => readFilters(url.filters, version), [url.filters, version]);
  const { sort } = url;
  return {
    filters,
    setFilter: (name, value) => url.setFilter(FILTER_PARAMS[name], asText(value)),
    clearFilters: url.clearFilters,
    sort: sort ? { columnId: sort.column, direction: sort.direction === 'desc' ? 'descending' : 'ascending' } : null,
    setSort: (next) =>
      url.setSort(
        next ? { column: next.columnId, direction: next.direction === 'descending' ? 'desc' : 'asc' } : undefined,
      ),
  };
}
