import type { LogSearch } from '@portal/api';
import { useSnapshot } from 'valtio';
import { LOG_SEARCH_POLL_MS } from '../api/staleness';
import { useApi, type ApiQuery } from '../api/useApi';
import { session } from '../state/session';
import {
  isSearchSettled,
  LOG_DOWNLOADS_FLAG,
  LOG_EXPORT_V2_FLAG,
  searchPhase,
  type SearchPhase,
} from './logSearchRules';

export interface LogSearchQuery extends ApiQuery<{ search: LogSearch }> {
  search: LogSearch | undefined;
  /** undefined until the search has been read. */
  phase: SearchPhase | undefined;
}

/**
 * One search, polled every `pollMs` (2 s) while it runs and left alone once it has finished or failed
 * (portal-core §4). `null` reads nothing.
 */
export function useLogSearch(searchId: string | null, pollMs: number = LOG_SEARCH_POLL_MS): LogSearchQuery {
  const query = useApi('logSearch', searchId === null ? null : { params: { id: searchId } }, {
    refreshInterval: (latest) => (latest === undefined || isSearchSettled(latest.search) ? 0 : pollMs),
  });
  const search = query.data?.search;
  return { ...query, search, phase: search === undefined ? undefined : searchPhase(search) };
}

/** Past searches (Search Activity), polled while any of them runs. */
export function useLogSearches(pollMs: number = LOG_SEARCH_POLL_MS) {
  return useApi(
    'logSearches',
    {},
    {
      refreshInterval: (latest) =>
        latest === undefined || latest.searches.every((search) => isSearchSettled(search)) ? 0 : pollMs,
    },
  );
}

export interface LogExportAccess {
  /** Exports are offered at all (`log_downloads_enabled`). */
  enabled: boolean;
  /** Exports start with the v2 call (search id only). */
  v2: boolean;
}

/** What the signed-in user may do with exports, from their feature flags. */
export function useLogExportAccess(): LogExportAccess {
  const { user } = useSnapshot(session);
  const flags = user?.feature_flags ?? [];
  return { enabled: flags.includes(LOG_DOWNLOADS_FLAG), v2: flags.includes(LOG_EXPORT_V2_FLAG) };
}
