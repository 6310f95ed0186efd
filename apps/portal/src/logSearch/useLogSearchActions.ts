import type { LogSearch, LogSearchRequest, ReadCallName } from '@portal/api';
import { useCallback } from 'react';
import { useApiMutation } from '../api/useApiMutation';
import { showStatus } from '../state/appStore';
import { LOG_SEARCH_TEXT } from './logSearchText';

/**
 * The list of searches changes with every start, cancel or delete. The open search is not refetched: once deleted
 * it would answer 404, and a running one is polled anyway.
 */
const SEARCH_READS: readonly ReadCallName[] = ['logSearches'];

export interface LogSearchActions {
  /** Starts a search; answers its id, or undefined when the start failed (the failure is shown as a toast). */
  start: (request: LogSearchRequest) => Promise<string | undefined>;
  /** Stops a running search (the server deletes it); answers whether it worked. */
  cancel: (searchId: string) => Promise<boolean>;
  /** Deletes a finished search; answers whether it worked. */
  remove: (searchId: string) => Promise<boolean>;
  /**
   * A new search from the same request, then the old one deleted (portal-core §4). Answers the new id, or undefined
   * when the new search could not start (the old one is then kept).
   */
  retry: (search: Pick<LogSearch, 'id' | 'request'>) => Promise<string | undefined>;
  busy: boolean;
}

/** Start, cancel, delete and retry, with their toasts; the search list and the open search refetch after each. */
export function useLogSearchActions(): LogSearchActions {
  const starting = useApiMutation('startLogSearch', { invalidates: SEARCH_READS });
  const deleting = useApiMutation('deleteLogSearch', { invalidates: SEARCH_READS });
  const startRun = starting.run;
  const deleteRun = deleting.run;

  const start = useCallback(async (request: LogSearchRequest) => (await startRun({ body: request }))?.id, [startRun]);
  const drop = useCallback(
    async (searchId: string, message: string) => {
      const done = (await deleteRun({ params: { id: searchId } })) !== undefined;
      if (done) showStatus(message, 'success');
      return done;
    },
    [deleteRun],
  );
  const cancel = useCallback((searchId: string) => drop(searchId, LOG_SEARCH_TEXT.searchCancelled), [drop]);
  const remove = useCallback((searchId: string) => drop(searchId, LOG_SEARCH_TEXT.searchDeleted), [drop]);
  const retry = useCallback(
    async (search: Pick<LogSearch, 'id' | 'request'>) => {
      const id = await start(search.request);
      if (id === undefined) return undefined;
      // The new search runs whatever becomes of the old one: a failed delete is shown, the new id still answered.
      if ((await deleteRun({ params: { id: search.id } })) !== undefined)
        showStatus(LOG_SEARCH_TEXT.searchRetried, 'success');
      return id;
    },
    [start, deleteRun],
  );

  return { start, cancel, remove, retry, busy: starting.isMutating || deleting.isMutating };
}
