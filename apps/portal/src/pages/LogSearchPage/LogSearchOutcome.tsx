import type { LogSearch } from '@portal/api';
import { Banner, Button, EmptyState, ProgressBar } from '@portal/ui';
import { DataPanel } from '../../kit';
import { LOG_SEARCH_TEXT, LogExportControls, useLogSearch, type LogSearchActions } from '../../logSearch';
import { LogResults } from './LogResults';
import { ResultsStack, Summary, Toolbar, ToolbarActions } from './LogSearchPage.styles';
import { resultsSummary } from './logSearchView';

export const OUTCOME_TEXT = { panel: 'Search results', loading: 'Loading the search...' } as const;

export interface LogSearchOutcomeProps {
  searchId: string;
  actions: LogSearchActions;
  /** After a cancel or delete: the search is gone. */
  onGone: () => void;
  /** After a retry: the new search opens. */
  onOpen: (searchId: string) => void;
  pollMs?: number;
}

interface PhaseProps extends Omit<LogSearchOutcomeProps, 'searchId'> {
  search: LogSearch;
}

function RetryAndDelete({ search, actions, onGone, onOpen }: PhaseProps) {
  return (
    <ToolbarActions>
      <Button
        disabled={actions.busy}
        onClick={() => void actions.retry(search).then((id) => id !== undefined && onOpen(id))}
      >
        {LOG_SEARCH_TEXT.retry}
      </Button>
      <Button
        variant="danger"
        disabled={actions.busy}
        onClick={() => void actions.remove(search.id).then((done) => done && onGone())}
      >
        {LOG_SEARCH_TEXT.remove}
      </Button>
    </ToolbarActions>
  );
}

/** What a search shows in each phase of portal-core §4. */
function SearchPhaseView(props: PhaseProps & { phase: ReturnType<typeof useLogSearch>['phase'] }) {
  const { search, actions, onGone, phase, pollMs } = props;
  switch (phase) {
    case 'running':
      return (
        <ResultsStack>
          <ProgressBar value={search.percent} label={LOG_SEARCH_TEXT.running} showLabel />
          <ToolbarActions>
            <Button
              disabled={actions.busy}
              onClick={() => void actions.cancel(search.id).then((done) => done && onGone())}
            >
              {LOG_SEARCH_TEXT.cancel}
            </Button>
          </ToolbarActions>
        </ResultsStack>
      );
    case 'failed':
      return (
        <ResultsStack>
          <Banner intent="danger">{LOG_SEARCH_TEXT.failed}</Banner>
          <RetryAndDelete {...props} />
        </ResultsStack>
      );
    case 'empty':
      return (
        <ResultsStack>
          <EmptyState
            icon="search"
            headingLevel={3}
            title={LOG_SEARCH_TEXT.emptyTitle}
            description={LOG_SEARCH_TEXT.emptyDescription}
          />
          <RetryAndDelete {...props} />
        </ResultsStack>
      );
    default:
      return (
        <ResultsStack>
          <Toolbar>
            <Summary role="status">{resultsSummary(search)}</Summary>
            <RetryAndDelete {...props} />
          </Toolbar>
          <LogResults searchId={search.id} />
          <LogExportControls search={search} pollMs={pollMs} />
        </ResultsStack>
      );
  }
}

/** The open search: polled while it runs, then its results, empty results or failure, with its exports. */
export function LogSearchOutcome({ searchId, pollMs, ...rest }: LogSearchOutcomeProps) {
  const query = useLogSearch(searchId, pollMs);
  return (
    <DataPanel title={OUTCOME_TEXT.panel} query={query} loading={OUTCOME_TEXT.loading}>
      {({ search }) => <SearchPhaseView search={search} phase={query.phase} pollMs={pollMs} {...rest} />}
    </DataPanel>
  );
}
