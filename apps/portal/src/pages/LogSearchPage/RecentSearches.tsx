import type { LogSearch } from '@portal/api';
import { Badge, Link } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { DataPanel } from '../../kit';
import {
  dateText,
  logSearchPath,
  PHASE_INTENTS,
  rangeText,
  searchPhase,
  statusText,
  useLogSearches,
} from '../../logSearch';
import { RecentItem, RecentList, RecentMeta, RecentQuery } from './RecentSearches.styles';

export const RECENT_SEARCHES_TEXT = {
  panel: 'Recent searches',
  loading: 'Loading recent searches...',
  emptyTitle: 'No searches yet',
  emptyDescription: 'Run a search above. Every search you run is kept in Search Activity with its results and exports.',
  allLogs: '(all logs)',
} as const;

/** How many of the latest searches the page lists; Search Activity has them all. */
export const RECENT_SEARCH_COUNT = 5;

/** The latest searches first (the list's order is the server's). */
export function latestSearches(searches: readonly LogSearch[], count = RECENT_SEARCH_COUNT): LogSearch[] {
  return [...searches].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}

function RecentSearch({ search }: { search: LogSearch }) {
  const query = search.request.query || RECENT_SEARCHES_TEXT.allLogs;
  return (
    <RecentItem>
      <RecentQuery>
        <Link href={logSearchPath(search.id)} as={RouterLink} title={query}>
          {query}
        </Link>
      </RecentQuery>
      <RecentMeta>
        {rangeText(search.request)} · run {dateText(search.date)}
      </RecentMeta>
      <Badge intent={PHASE_INTENTS[searchPhase(search)]}>{statusText(search)}</Badge>
    </RecentItem>
  );
}

/**
 * Below a new search's form, the user's latest searches, each opening its results: the page is never blank, and the
 * search run an hour ago is one click away. Search Activity lists them all, with retry, delete and exports.
 */
export function RecentSearches() {
  const searches = useLogSearches();
  return (
    <DataPanel
      title={RECENT_SEARCHES_TEXT.panel}
      query={searches}
      loading={RECENT_SEARCHES_TEXT.loading}
      isEmpty={(reply) => reply.searches.length === 0}
      empty={{
        title: RECENT_SEARCHES_TEXT.emptyTitle,
        description: RECENT_SEARCHES_TEXT.emptyDescription,
        icon: 'search',
      }}
    >
      {(reply) => (
        <RecentList>
          {latestSearches(reply.searches).map((search) => (
            <RecentSearch key={search.id} search={search} />
          ))}
        </RecentList>
      )}
    </DataPanel>
  );
}
