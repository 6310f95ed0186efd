import type { LogSearchResults } from '@portal/api';
import { Button, DataTable } from '@portal/ui';
import { useMemo } from 'react';
import { useApi } from '../../api/useApi';
import { AsyncContent, fromTableSort, toTableSort, useTableUrlState } from '../../kit';
import { Pager, ResultsStack } from './LogSearchPage.styles';
import { pageLabel, RESULTS_VIEW } from './logSearchView';
import { RESULT_COLUMNS, resultRowId, type ResultRow } from './resultColumns';

export const RESULTS_TEXT = {
  loading: 'Loading results...',
  caption: 'Log search results',
  pages: 'Result pages',
  previous: 'Previous page',
  next: 'Next page',
} as const;

function ResultsPage({ reply, searchId }: { reply: LogSearchResults; searchId: string }) {
  const view = useTableUrlState(RESULTS_VIEW);
  const rows = useMemo<ResultRow[]>(
    () =>
      reply.results.map((result, index) => ({ key: `${searchId}:${String(reply.page)}:${String(index)}`, ...result })),
    [reply, searchId],
  );
  return (
    // The benchmark waits for `[data-log-results="painted"] [role="gridcell"]`: the first rows of a page on screen.
    <ResultsStack data-log-results="painted" data-row-count={rows.length}>
      <DataTable
        rows={rows}
        columns={RESULT_COLUMNS}
        getRowId={resultRowId}
        caption={RESULTS_TEXT.caption}
        noun="results on this page"
        sort={toTableSort(view.sort)}
        onSortChange={(sort) => view.setSort(fromTableSort(sort))}
        pageSize={Math.max(rows.length, 1)}
        visibleRows={15}
        density="compact"
      />
      {reply.pages > 1 && (
        <Pager aria-label={RESULTS_TEXT.pages}>
          {/* The reply's page, not the URL's: while the next page loads, the pager describes the rows on screen. */}
          <Button size="sm" disabled={reply.page <= 1} onClick={() => view.setPage(reply.page - 1)}>
            {RESULTS_TEXT.previous}
          </Button>
          <span aria-live="polite">{pageLabel(reply.page, reply.pages)}</span>
          <Button size="sm" disabled={reply.page >= reply.pages} onClick={() => view.setPage(reply.page + 1)}>
            {RESULTS_TEXT.next}
          </Button>
        </Pager>
      )}
    </ResultsStack>
  );
}

/** One server page of a finished search's results; the page (and the sort within it) is in the URL. */
export function LogResults({ searchId }: { searchId: string }) {
  const view = useTableUrlState(RESULTS_VIEW);
  // The page on screen stays until the next one has arrived, so paging does not flash a spinner.
  const results = useApi(
    'logSearchResults',
    { params: { id: searchId }, query: { page: view.page } },
    { keepPreviousData: true },
  );
  return (
    <AsyncContent query={results} loading={RESULTS_TEXT.loading}>
      {(reply) => <ResultsPage reply={reply} searchId={searchId} />}
    </AsyncContent>
  );
}
