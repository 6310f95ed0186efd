import {
  CALLS,
  isShownError,
  type ApiRequestError,
  type CallArgs,
  type CallName,
  type Calls,
  type ReadCallName,
  type ReplyOf,
  type RequestExtras,
} from '@portal/api';
import useSWR, { type SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import { apiClient } from './client';

/** A call's arguments, and optionally its own timeout (the client's otherwise). */
export type ArgsOf<K extends CallName> = Omit<CallArgs<Calls[K]>, 'signal'> & Pick<RequestExtras, 'timeoutMs'>;

/**
 * The SWR key of a call. Tenant data is keyed by the customer too, so one customer's replies can never be
 * served from the cache to another; calls that skip the customer check are user-wide.
 */
export function apiKey<K extends CallName>(name: K, customerId: string | null, args: ArgsOf<K>): readonly unknown[] {
  return [name, CALLS[name].skipCustomerCheck ? '*' : customerId, JSON.stringify(args)];
}

/**
 * When each SWR key's data last arrived, for the panels' 'Updated 3 min ago'. Kept beside the cache rather than in
 * it: SWR keeps the previous object when a refetch answers the same data, which must still count as fresh.
 */
const fetchedAt = new Map<string, number>();

export interface ApiQuery<T> {
  data: T | undefined;
  /** When the data on screen was fetched (epoch ms); undefined before the first reply. */
  updatedAt: number | undefined;
  /** Only errors a user should see: ignored (other-customer) replies and aborted requests are left out. */
  error: ApiRequestError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => Promise<T | undefined>;
}

/**
 * Fetch a read (GET) call with SWR; `null` args (or no customer for tenant data) means do not fetch yet. Writes go
 * through useApiMutation: the type refuses them here.
 */
export function useApi<K extends ReadCallName>(
  name: K,
  args: ArgsOf<K> | null,
  config?: SWRConfiguration<ReplyOf<Calls[K]>, unknown>,
): ApiQuery<ReplyOf<Calls[K]>> {
  const { customer, primaryToken } = useSnapshot(session);
  const customerId = customer?.id ?? null;
  const needsCustomer = !CALLS[name].skipCustomerCheck;
  const ready = args !== null && primaryToken !== null && (!needsCustomer || customerId !== null);
  const key = ready ? apiKey(name, customerId, args) : null;
  const stamp = key === null ? null : JSON.stringify(key);
  const fetcher = async () => {
    const reply = await (apiClient[name] as (a: ArgsOf<K>) => Promise<ReplyOf<Calls[K]>>)(args ?? ({} as ArgsOf<K>));
    if (stamp !== null) fetchedAt.set(stamp, Date.now());
    return reply;
  };
  const result = useSWR<ReplyOf<Calls[K]>, unknown>(key, fetcher, config);
  return {
    data: result.data,
    updatedAt: result.data === undefined || stamp === null ? undefined : fetchedAt.get(stamp),
    error: isShownError(result.error) ? result.error : undefined,
    isLoading: result.isLoading,
    isValidating: result.isValidating,
    mutate: () => result.mutate(),
  };
}
