import { Banner } from '@portal/ui';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageFrame } from '../../kit';
import {
  formOf,
  LOG_INCIDENT_FLAG,
  LOG_SEARCH_TEXT,
  LogPagesLinks,
  logSearchPath,
  searchRequest,
  useLogSearch,
  useLogSearchActions,
  type SearchForm,
} from '../../logSearch';
import { hasFeature } from '../../permissions/rules';
import { PATHS } from '../../routing/paths';
import { session } from '../../state/session';
import { ForbiddenPage } from '../ForbiddenPage';
import { LogSearchForm, type LogSearchFormProps } from './LogSearchForm';
import { LogSearchOutcome } from './LogSearchOutcome';
import { PageStack } from './LogSearchPage.styles';
import { RecentSearches } from './RecentSearches';

export interface LogSearchPageProps {
  /** How often a running search or export is polled (2 s); stories shorten it. */
  pollMs?: number;
}

/**
 * The form, refilled from the open search's request once it has been read (so it can be run again). While another
 * search loads (after a retry, say) the form keeps what it shows.
 */
function SearchFormFor({
  searchId,
  onSearch,
  busy,
}: { searchId: string | undefined } & Omit<LogSearchFormProps, 'initial'>) {
  // The open search is already polled by the outcome panel: this reads the same cache entry, without polling.
  const { search } = useLogSearch(searchId ?? null, 0);
  const [shown, setShown] = useState<{ id: string; form: SearchForm } | undefined>(undefined);
  if (search !== undefined && search.id !== shown?.id) setShown({ id: search.id, form: formOf(search.request) });
  return <LogSearchForm key={shown?.id ?? 'new'} initial={shown?.form} onSearch={onSearch} busy={busy} />;
}

/**
 * Log Search (portal-core §2, §4): a new search, then the open search (`/logsearch/search/:searchId`) polled until
 * it finishes, its result pages (the page in the URL), retry, delete and exports.
 */
export function LogSearchPage({ pollMs }: LogSearchPageProps) {
  const { user } = useSnapshot(session);
  const { searchId } = useParams();
  const navigate = useNavigate();
  const actions = useLogSearchActions();
  const { start } = actions;
  const run = useCallback(
    (form: SearchForm) =>
      void start(searchRequest(form)).then((id) => {
        if (id !== undefined) void navigate(logSearchPath(id));
      }),
    [start, navigate],
  );
  // The route checks VIEW_LOG_SEARCH too; the page does not rely on being reached only through it.
  if (!hasFeature(user, 'VIEW_LOG_SEARCH')) return <ForbiddenPage />;

  return (
    <PageFrame title="Log Search" width="full" actions={<LogPagesLinks current="search" />}>
      <PageStack>
        {user?.feature_flags.includes(LOG_INCIDENT_FLAG) && (
          <Banner intent="warning" title={LOG_SEARCH_TEXT.incidentTitle}>
            {LOG_SEARCH_TEXT.incidentMessage}
          </Banner>
        )}
        <SearchFormFor searchId={searchId} onSearch={run} busy={actions.busy} />
        {searchId === undefined && <RecentSearches />}
        {searchId !== undefined && (
          <LogSearchOutcome
            key={searchId}
            searchId={searchId}
            actions={actions}
            pollMs={pollMs}
            onGone={() => void navigate(PATHS.logSearch)}
            onOpen={(id) => void navigate(logSearchPath(id))}
          />
        )}
      </PageStack>
    </PageFrame>
  );
}
