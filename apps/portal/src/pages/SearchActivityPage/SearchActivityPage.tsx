import type { LogSearch } from '@portal/api';
import { DataTable, Modal, VisuallyHidden } from '@portal/ui';
import { useCallback, useMemo, useState } from 'react';
import { LOG_SEARCH_POLL_MS } from '../../api/staleness';
import { DataPanel, PageFrame, useTableUrlState, type TableUrlState, fromTableSort, toTableSort } from '../../kit';
import {
  LogExportControls,
  LogPagesLinks,
  searchPhase,
  useLogExportAccess,
  useLogSearchActions,
  useLogSearches,
} from '../../logSearch';
import { RunningSearchWatcher } from './RunningSearchWatcher';
import { queryLabel, SEARCH_COLUMNS, SearchActionsContext, searchRowId, type SearchRowActions } from './searchColumns';
import { PanelStack, PollingNote } from './SearchActivityPage.styles';
import { runningSearchIds, SEARCH_ACTIVITY_TEXT, SEARCH_ACTIVITY_VIEW } from './searchActivityView';

const PAGE_SIZE = 25;

function SearchList({ searches, view }: { searches: LogSearch[]; view: TableUrlState }) {
  const { enabled } = useLogExportAccess();
  return (
    <>
      {/* The table's empty message is an h4: this keeps the outline h2 > h3 > h4. */}
      <VisuallyHidden as="h3">{SEARCH_ACTIVITY_TEXT.caption}</VisuallyHidden>
      <DataTable
        rows={searches}
        columns={enabled ? SEARCH_COLUMNS.withExports : SEARCH_COLUMNS.withoutExports}
        getRowId={searchRowId}
        caption={SEARCH_ACTIVITY_TEXT.caption}
        noun={SEARCH_ACTIVITY_TEXT.noun}
        sort={toTableSort(view.sort)}
        onSortChange={(sort) => view.setSort(fromTableSort(sort))}
        page={view.page}
        onPageChange={view.setPage}
        pageSize={PAGE_SIZE}
      />
    </>
  );
}

export interface SearchActivityPageProps {
  /** How often running searches and exports are polled (2 s); stories shorten it. */
  pollMs?: number;
}

/**
 * Search Activity (portal-core §2, §4): the past searches with query, range, date, user, count, status and size.
 * The query opens a search; Retry starts the same request again and deletes the old one; Delete (Cancel while it
 * runs) removes it; Exports starts and downloads its exports. While any search runs it is polled until it settles.
 */
export function SearchActivityPage({ pollMs = LOG_SEARCH_POLL_MS }: SearchActivityPageProps) {
  const view = useTableUrlState(SEARCH_ACTIVITY_VIEW);
  const list = useLogSearches(pollMs);
  const { retry, remove, cancel } = useLogSearchActions();
  const exportsEnabled = useLogExportAccess().enabled;
  const [busyId, setBusyId] = useState<string>();
  const [exportsOf, setExportsOf] = useState<string>();

  const searches = list.data?.searches;
  const running = useMemo(() => runningSearchIds(searches ?? []), [searches]);
  const refetch = list.mutate;
  const onSettled = useCallback(() => void refetch(), [refetch]);

  const rowActions = useMemo<SearchRowActions>(() => {
    const busyWith = async (search: LogSearch, action: () => Promise<unknown>) => {
      setBusyId(search.id);
      await action();
      setBusyId(undefined);
    };
    return {
      retry: (search) => void busyWith(search, () => retry(search)),
      remove: (search) =>
        void busyWith(search, () => (searchPhase(search) === 'running' ? cancel(search.id) : remove(search.id))),
      showExports: (search) => setExportsOf(search.id),
      busyId,
      pollMs,
      exportsEnabled,
    };
  }, [retry, remove, cancel, busyId, pollMs, exportsEnabled]);

  const exportSearch = searches?.find((search) => search.id === exportsOf);

  return (
    <PageFrame
      title="Search Activity"
      description="Your past log searches, their results and exports."
      width="full"
      actions={<LogPagesLinks current="activity" />}
    >
      <SearchActionsContext.Provider value={rowActions}>
        <DataPanel
          title={SEARCH_ACTIVITY_TEXT.panel}
          query={list}
          loading={SEARCH_ACTIVITY_TEXT.loading}
          isEmpty={(reply) => reply.searches.length === 0}
          empty={{ title: SEARCH_ACTIVITY_TEXT.emptyTitle, description: SEARCH_ACTIVITY_TEXT.emptyDescription }}
        >
          {(reply) => (
            <PanelStack>
              {running.length > 0 && <PollingNote role="status">{SEARCH_ACTIVITY_TEXT.polling}</PollingNote>}
              <SearchList searches={reply.searches} view={view} />
            </PanelStack>
          )}
        </DataPanel>
      </SearchActionsContext.Provider>
      {running.map((id) => (
        <RunningSearchWatcher key={id} searchId={id} pollMs={pollMs} onSettled={onSettled} />
      ))}
      <Modal
        open={exportSearch !== undefined}
        onClose={() => setExportsOf(undefined)}
        title={exportSearch ? `Exports of ${queryLabel(exportSearch)}` : SEARCH_ACTIVITY_TEXT.exports}
      >
        {exportSearch && <LogExportControls search={exportSearch} pollMs={pollMs} headingLevel={3} />}
      </Modal>
    </PageFrame>
  );
}
