import {
  isShownError,
  type ApiRequestError,
  type CallArgs,
  type Calls,
  type ReadCallName,
  type ReplyOf,
  type WriteCallName,
} from '@portal/api';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { showStatus } from '../state/appStore';
import { apiClient } from './client';

export type WriteArgs<K extends WriteCallName> = Omit<CallArgs<Calls[K]>, 'signal'>;

export interface MutationOptions<K extends WriteCallName> {
  /** The spec's success toast, from the reply when it names something (e.g. a ticket id). */
  success?: string | ((reply: ReplyOf<Calls[K]>) => string);
  /** The spec's failure toast; the error catalogue's message when absent. `false` shows none (the form shows it). */
  failure?: false | ((error: ApiRequestError) => string);
  /** The reads whose cached data this write changes: they refetch once it succeeds. */
  invalidates?: readonly ReadCallName[];
}

export interface Mutation<K extends WriteCallName> {
  /**
   * Runs the write; answers the reply, or undefined when it failed (the failure is shown and kept in `error`).
   * `onError` gets this run's failure, for writes that run several at once (e.g. one upload per file).
   */
  run: (args: WriteArgs<K>, onError?: (error: ApiRequestError) => void) => Promise<ReplyOf<Calls[K]> | undefined>;
  isMutating: boolean;
  error: ApiRequestError | undefined;
}

/** A write (POST, PUT, DELETE) with the spec's toast, and the affected reads refetched once it succeeds. */
export function useApiMutation<K extends WriteCallName>(name: K, options: MutationOptions<K> = {}): Mutation<K> {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ isMutating: boolean; error: ApiRequestError | undefined }>({
    isMutating: false,
    error: undefined,
  });
  const { success, failure, invalidates } = options;

  const run = useCallback(
    async (args: WriteArgs<K>, onError?: (error: ApiRequestError) => void) => {
      setState({ isMutating: true, error: undefined });
      try {
        const call = apiClient[name] as (a: WriteArgs<K>) => Promise<ReplyOf<Calls[K]>>;
        const reply = await call(args);
        if (success !== undefined) showStatus(typeof success === 'string' ? success : success(reply), 'success');
        if (invalidates && invalidates.length > 0) {
          // SWR keys are [call name, customer, args]: every cached read of an affected call refetches.
          await mutate((key) => Array.isArray(key) && invalidates.some((read) => read === key[0]));
        }
        // Busy until the affected reads are fresh: a control enabled again before that would build its next write on
        // the data from before this one, and could undo it.
        setState({ isMutating: false, error: undefined });
        return reply;
      } catch (error) {
        // Aborted requests and other customers' replies are not the user's concern.
        if (!isShownError(error)) {
          setState({ isMutating: false, error: undefined });
          return undefined;
        }
        setState({ isMutating: false, error });
        onError?.(error);
        // A 401 has already logged out with the session-expired warning.
        if (failure !== false && error.status !== 401)
          showStatus(failure ? failure(error) : error.message, error.colour);
        return undefined;
      }
    },
    [name, success, failure, invalidates, mutate],
  );

  return { run, isMutating: state.isMutating, error: state.error };
}
