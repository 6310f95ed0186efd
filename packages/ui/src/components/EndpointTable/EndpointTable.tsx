import { useCallback, useMemo, type ComponentType } from 'react';
import { csvFileName, downloadCsv, toCsv } from '../../csv';
import { formatDate } from '../../format';
import { useControllableState } from '../../hooks';
import { DataTable, DEFAULT_PAGE_SIZE, orderedRows, type DataTableSort } from '../DataTable';
import type { RouterLinkProps } from '../Link';
import { DEFAULT_ENDPOINT_SORT, endpointColumns } from './endpointColumns';
import { RemoveRequestContext, SearchTermsContext } from './endpointContext';
import { endpointCsvRows, type EndpointOptionalColumn } from './endpointCsv';
import { NO_ENDPOINT_FILTERS, type EndpointFilterValues } from './endpointFilterRules';
import { EndpointFilters } from './EndpointFilters';
import type { EndpointRow } from './endpointRow';
import { EndpointTableRoot, TopBar } from './EndpointTable.styles';
import { EndpointToolbar } from './EndpointToolbar';
import { RemoveEndpointDialog, useRemoveEndpoint } from './RemoveEndpointDialog';
import { useEndpointRows } from './useEndpointRows';

const NO_OPTIONAL_COLUMNS: readonly EndpointOptionalColumn[] = [];

export interface EndpointTableProps {
  /** The listed agents as rows (`agentToEndpointRow` of the agents `isListed` keeps). Keep the array stable. */
  rows: readonly EndpointRow[];
  /** The first part of the CSV file name. */
  customerName: string;
  /** Removes an offline endpoint; the confirm button is busy until it settles. Report failures yourself. */
  onRemove: (row: EndpointRow) => Promise<unknown>;
  /** The agent download page (the app adds the risk id query). */
  agentDownloadHref: string;
  /** The app's router link for a same-origin download page. */
  linkAs?: ComponentType<RouterLinkProps>;
  /** Columns some views add: architecture, agent version, client id, deployment id, MAC address. Keep it stable. */
  optionalColumns?: readonly EndpointOptionalColumn[];
  /** Rows are still loading or being completed; the CSV export waits. */
  loading?: boolean;
  /** Percent of complete rows, 0–100 (`completeRowsPercent`). */
  progress?: number;
  /**
   * While loading: a note shown above the progress bar, which it also names (e.g. how much of a long list has
   * arrived). Without one the bar is named 'Loading endpoints' and shows only its percentage.
   */
  loadingNote?: string;
  /** The filters, owned by the parent (e.g. kept in the URL); leave undefined to let the table keep them. */
  filters?: EndpointFilterValues;
  defaultFilters?: EndpointFilterValues;
  onFiltersChange?: (filters: EndpointFilterValues) => void;
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  /** Rows in view before the table scrolls. */
  visibleRows?: number;
  /** The date in the CSV file name; today by default. */
  exportDate?: Date;
  className?: string;
}

/** The Endpoint Status table of portal-core §2: filters, sortable columns, paging, CSV export and remove. */
export function EndpointTable({
  rows,
  customerName,
  onRemove,
  agentDownloadHref,
  linkAs,
  optionalColumns = NO_OPTIONAL_COLUMNS,
  loading = false,
  progress = 0,
  loadingNote,
  filters: filtersProp,
  defaultFilters = NO_ENDPOINT_FILTERS,
  onFiltersChange,
  sort: sortProp,
  defaultSort = DEFAULT_ENDPOINT_SORT,
  onSortChange,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize = DEFAULT_PAGE_SIZE,
  visibleRows = 10,
  exportDate,
  className,
}: EndpointTableProps) {
  const [filters, setFilters] = useControllableState(filtersProp, defaultFilters, onFiltersChange);
  const [sort, setSort] = useControllableState(sortProp, defaultSort, onSortChange);
  const [page, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const { terms, rowFilter, operatingSystems, containmentAvailable, someIncomplete } = useEndpointRows(rows, filters);
  const columns = useMemo(() => endpointColumns(optionalColumns), [optionalColumns]);
  const remove = useRemoveEndpoint(onRemove);

  const changeFilters = useCallback(
    (next: EndpointFilterValues) => {
      setFilters(next);
      setPage(1);
    },
    [setFilters, setPage],
  );

  const exportCsv = () => {
    const shown = orderedRows(rows, columns, sort, rowFilter);
    const date = formatDate(exportDate ?? new Date(), 'date') ?? '';
    downloadCsv(toCsv(endpointCsvRows(shown, optionalColumns)), csvFileName(customerName, 'agent-endpoints', date));
  };

  return (
    <EndpointTableRoot className={className} data-portal-id="endpoint-table">
      <TopBar>
        <EndpointFilters
          value={filters}
          onChange={changeFilters}
          operatingSystems={operatingSystems}
          containmentAvailable={containmentAvailable}
        />
        <EndpointToolbar
          someIncomplete={someIncomplete}
          loading={loading}
          onExport={exportCsv}
          agentDownloadHref={agentDownloadHref}
          linkAs={linkAs}
        />
      </TopBar>
      <SearchTermsContext.Provider value={terms}>
        <RemoveRequestContext.Provider value={remove.request}>
          <DataTable
            rows={rows}
            columns={columns}
            getRowId={getEndpointId}
            caption="Endpoints"
            noun="endpoints"
            rowFilter={rowFilter}
            sort={sort}
            onSortChange={setSort}
            page={page}
            onPageChange={setPage}
            pageSize={pageSize}
            loading={loading}
            progress={progress}
            loadingLabel={loadingNote ?? 'Loading endpoints'}
            showLoadingLabel={loadingNote !== undefined}
            emptyMessage="No endpoints found."
            noMatchMessage="No endpoints match the current filter criteria."
            density="comfortable"
            visibleRows={visibleRows}
          />
        </RemoveRequestContext.Provider>
      </SearchTermsContext.Provider>
      <RemoveEndpointDialog {...remove} />
    </EndpointTableRoot>
  );
}

function getEndpointId(row: EndpointRow): string {
  return row.id;
}
