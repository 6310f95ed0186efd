import { Button, DataTable, VisuallyHidden } from '@portal/ui';
import { useCallback, useMemo, useState } from 'react';
import { useApi } from '../../api/useApi';
import {
  DataPanel,
  FilterBar,
  FilterField,
  PageFrame,
  useTableUrlState,
  type TableUrlState,
  fromTableSort,
  toTableSort,
} from '../../kit';
import { REPORT_COLUMNS, reportRowId } from './reportColumns';
import { ReportDownloadsContext } from './ReportDownloadCell';
import { ReportsStack, SearchInput, Select } from './ReportsPage.styles';
import { hasFilters, reportKindLabel, reportKinds, reportMatches, REPORTS_VIEW, type Report } from './reportsView';

export const REPORTS_TEXT = {
  description: 'The reports your security team has prepared for you. Get a report’s download link, then download it.',
  panel: 'Available reports',
  loading: 'Loading reports...',
  empty: 'No reports are available yet.',
  emptyDescription: 'Your reports appear here as soon as your security team has prepared them.',
  noMatch: 'No reports match the current filter criteria.',
  allTypes: 'All types',
  clearAll: 'Clear All',
} as const;

/** Reports a page; a customer with years of reports pages through them. */
const REPORTS_PAGE_SIZE = 25;

/** Type and search words; both in the URL, so `/reports?type=compliance` opens that view. */
function ReportFilters({ reports, view }: { reports: readonly Report[]; view: TableUrlState }) {
  return (
    <FilterBar role="search" aria-label="Filter reports">
      <FilterField>
        Type
        <Select
          value={view.filters.type ?? ''}
          onChange={(event) => view.setFilter('type', event.target.value || undefined)}
        >
          <option value="">{REPORTS_TEXT.allTypes}</option>
          {reportKinds(reports).map((kind) => (
            <option key={kind} value={kind}>
              {reportKindLabel(kind)}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField>
        Search reports
        <SearchInput
          type="search"
          value={view.filters.q ?? ''}
          onChange={(event) => view.setFilter('q', event.target.value || undefined)}
        />
      </FilterField>
      {hasFilters(view) && (
        <Button size="sm" variant="ghost" onClick={view.clearFilters}>
          {REPORTS_TEXT.clearAll}
        </Button>
      )}
    </FilterBar>
  );
}

function ReportList({ reports, view }: { reports: readonly Report[]; view: TableUrlState }) {
  const { filters } = view;
  const rowFilter = useCallback((report: Report) => reportMatches(report, filters), [filters]);
  return (
    <ReportsStack>
      <ReportFilters reports={reports} view={view} />
      {/* The table's empty message is an h4: this keeps the outline h2 > h3 > h4. */}
      <VisuallyHidden as="h3">Report list</VisuallyHidden>
      <DataTable
        rows={reports}
        columns={REPORT_COLUMNS}
        getRowId={reportRowId}
        caption="Reports"
        noun="reports"
        rowFilter={rowFilter}
        sort={toTableSort(view.sort)}
        onSortChange={(sort) => view.setSort(fromTableSort(sort))}
        page={view.page}
        onPageChange={view.setPage}
        pageSize={REPORTS_PAGE_SIZE}
        noMatchMessage={REPORTS_TEXT.noMatch}
        noMatchAction={
          <Button size="sm" onClick={view.clearFilters}>
            {REPORTS_TEXT.clearAll}
          </Button>
        }
      />
    </ReportsStack>
  );
}

/**
 * /reports (portal-core §2, with no unified-portal host): the customer's available reports (the reports call), a
 * download link per report on demand (the report download call); type, search, sort and page in the URL.
 */
export function ReportsPage() {
  const view = useTableUrlState(REPORTS_VIEW);
  const reports = useApi('reports', {});
  const [requested, setRequested] = useState<ReadonlySet<string>>(() => new Set());
  const downloads = useMemo(
    () => ({ requested, request: (id: string) => setRequested((before) => new Set(before).add(id)) }),
    [requested],
  );
  return (
    <PageFrame title="Reports" description={REPORTS_TEXT.description} width="full">
      <ReportDownloadsContext.Provider value={downloads}>
        <DataPanel
          title={REPORTS_TEXT.panel}
          query={reports}
          loading={REPORTS_TEXT.loading}
          isEmpty={(reply) => reply.reports.length === 0}
          empty={{ title: REPORTS_TEXT.empty, description: REPORTS_TEXT.emptyDescription }}
        >
          {(reply) => <ReportList reports={reply.reports} view={view} />}
        </DataPanel>
      </ReportDownloadsContext.Provider>
    </PageFrame>
  );
}
