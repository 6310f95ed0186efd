import type { ApiRequestError } from '@portal/api';
import type { AsyncState } from '../../kit';

type DataOf<Q> = Q extends AsyncState<infer D> ? D : never;
export type CombinedData<T extends Record<string, AsyncState<unknown>>> = { [K in keyof T]: DataOf<T[K]> };

/**
 * Several reads as one AsyncContent query: the data once every read has answered, the first failure, and a Retry
 * that refetches them all. A form opens only when everything it offers is known.
 */
export function combineQueries<T extends Record<string, AsyncState<unknown>>>(queries: T): AsyncState<CombinedData<T>> {
  const entries = Object.entries(queries);
  const error: ApiRequestError | undefined = entries.find(([, query]) => query.error !== undefined)?.[1].error;
  const complete = entries.every(([, query]) => query.data !== undefined);
  const data = complete
    ? (Object.fromEntries(entries.map(([key, query]) => [key, query.data])) as CombinedData<T>)
    : undefined;
  return {
    data,
    error,
    isLoading: entries.some(([, query]) => query.isLoading),
    isValidating: entries.some(([, query]) => query.isValidating === true),
    mutate: () => Promise.all(entries.map(([, query]) => query.mutate())),
  };
}
