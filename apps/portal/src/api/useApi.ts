import {
  CALLS,
  isShownError,
  type ApiRequestError,
  type CallArgs,
  type CallName,
  type Calls,
  type ReplyOf,
} from '@portal/api';
import useSWR, { type SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import { apiClient } from './client';

export type ArgsOf<K extends CallName> = Omit<CallArgs<Calls[K]>, 'signal'>;

/**
 * The SWR key of a call. Tenant data is keyed by the customer too, so one customer's replies can never be
 * served from the cache to another; calls that skip the customer check are user-wide.
 */
export function apiKey<K extends CallName>(name: K, customerId: string | null, args: ArgsOf<K>): readonly unknown[] {
  return [name, CALLS[name].skipCustomerCheck ? '*' : customerId, JSON.stringify(args)];
}

export interface ApiQuery<T> {
  data: T | undefined;
  /** Only errors a user should see: ignored (other-customer) replies and aborted requests are left out. */
  error: ApiRequestError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => Promise<T | undefined>;
}

/** Fetch a GET call with SWR; `null` args (or no customer for tenant data) means do not fetch yet. */
export function useApi<K extends CallName>(
  name: K,
  args: ArgsOf<K> | null,
  config?: SWRConfiguration<ReplyOf<Calls[K]>, unknown>,
): ApiQuery<ReplyOf<Calls[K]>> {
  const { customer, primaryToken } = useSnapshot(session);
  const customerId = customer?.id ?? null;
  const needsCustomer = !CALLS[name].skipCustomerCheck;
  const ready = args !== null && primaryToken !== null && (!needsCustomer || customerId !== null);
  const key = ready ? apiKey(name, customerId, args) : null;
  const fetcher = () => (apiClient[name] as (a: ArgsOf<K>) => Promise<ReplyOf<Calls[K]>>)(args ?? ({} as ArgsOf<K>));
  const result = useSWR<ReplyOf<Calls[K]>, unknown>(key, fetcher, config);
  return {
    data: result.data,
    error: isShownError(result.error) ? result.error : undefined,
    isLoading: result.isLoading,
    isValidating: result.isValidating,
    mutate: () => result.mutate(),
  };
}
