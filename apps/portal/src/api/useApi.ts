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
import { subscribe, useSnapshot } from 'valtio';
import { session } from '../state/session';
import { apiClient } from './client';
import { setPreview } from './previews';

/** A call's arguments, and optionally its own timeout (the client's otherwise). */
export type ArgsOf<K extends CallName> = Omit<CallArgs<Calls[K]>, 'signal'> & Pick<RequestExtras, 'timeoutMs'>;

/**
 * The SWR key of a call. Tenant data is keyed by the customer too, so one customer's replies can never be
 * served from the cache to another; calls that skip the customer check are user-wide.
 */
export function apiKey<K extends CallName>(name: K, customerId: string | null, args: ArgsOf<K>): readonly unknown[] {
  return [name, CALLS[name].skipCustomerCheck ? '*' : customerId, JSON.stringify(args)];
}

/** A call's SWR key once it can be made: args given, signed in, and a customer known for tenant data; else null. */
export function readyKey<K extends CallName>(
  name: K,
  args: ArgsOf<K> | null,
  customerId: string | null,
  primaryToken: string | null,
): readonly unknown[] | null {
  const ready = args !== null && primaryToken !== null && (CALLS[name].skipCustomerCheck || customerId !== null);
  return ready ? apiKey(name, customerId, args) : null;
}

/**
 * When each SWR key's data last arrived, for the panels' 'Updated 3 min ago'. Kept beside the cache rather than in
 * it: SWR keeps the previous object when a refetch answers the same data, which must still count as fresh.
 */
const fetchedAt = new Map<string, number>();

/** Requests of this page's lifetime by SWR key: a preload is only for a call nobody has asked for yet. */
const requested = new Set<string>();

async function fetchReply<K extends ReadCallName>(
  name: K,
  args: ArgsOf<K>,
  stamp: string | null,
): Promise<ReplyOf<Calls[K]>> {
  if (stamp === null) return (apiClient[name] as (a: ArgsOf<K>) => Promise<ReplyOf<Calls[K]>>)(args);
  requested.add(stamp);
  const onPreview = (preview: ReplyOf<Calls[K]>) => {
    setPreview(stamp, preview);
  };
  try {
    const reply = await (
      apiClient[name] as (a: ArgsOf<K> & { onPreview: typeof onPreview }) => Promise<ReplyOf<Calls[K]>>
    )({ ...args, onPreview });
    fetchedAt.set(stamp, Date.now());
    setPreview(stamp, undefined, false);
    return reply;
  } catch (error) {
    setPreview(stamp, undefined);
    throw error;
  }
}

/** A preload older than this when its page asks for it is dropped and the call made again. */
const PRELOAD_TTL_MS = 30_000;
const preloaded = new Map<string, { reply: Promise<unknown>; startedAt: number }>();

function takePreloaded<T>(stamp: string): Promise<T> | undefined {
  const entry = preloaded.get(stamp);
  if (!entry) return undefined;
  preloaded.delete(stamp);
  // Preloaded by preloadApi with the reply type of the call named in this stamp's key.
  return Date.now() - entry.startedAt <= PRELOAD_TTL_MS ? (entry.reply as Promise<T>) : undefined;
}

/**
 * Starts a read call before the page that shows it has rendered: a page's index calls it when its code loads, so a
 * large reply (100,000 agents) is on its way while React commits the page. The page's useApi with the same name and
 * args takes the request over. Only for a call nobody has asked for yet in this page's lifetime (so visiting the page
 * from the dashboard, which already has the reply, fetches nothing), and only when signed in.
 *
 * On a reload the page's code arrives while the user info (and with it the customer) is still on its way: the call
 * then starts as soon as the customer is known, if the address is still the page's. Before, a reload preloaded
 * nothing and the agents were asked for only once React had rendered the page.
 */
export function preloadApi<K extends ReadCallName>(name: K, args: ArgsOf<K>): void {
  if (session.primaryToken === null) return;
  if (CALLS[name].skipCustomerCheck || session.customer !== null) {
    startPreload(name, args);
    return;
  }
  // Staff opening a customer's view get that customer only after the user info: the first customer set is not theirs.
  if (session.impersonate !== null) return;
  const pathname = window.location.pathname;
  const stop = subscribe(session, () => {
    if (session.primaryToken === null || window.location.pathname !== pathname) stop();
    else if (session.customer !== null) {
      stop();
      startPreload(name, args);
    }
  });
}

function startPreload<K extends ReadCallName>(name: K, args: ArgsOf<K>): void {
  const customerId = session.customer?.id ?? null;
  const stamp = JSON.stringify(apiKey(name, customerId, args));
  if (requested.has(stamp)) return;
  const reply = fetchReply(name, args, stamp);
  preloaded.set(stamp, { reply, startedAt: Date.now() });
  // A failed preload (e.g. aborted by a logout) is forgotten; the page then asks again.
  reply.catch(() => {
    if (preloaded.get(stamp)?.reply === reply) preloaded.delete(stamp);
  });
}

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
  const key = readyKey(name, args, customer?.id ?? null, primaryToken);
  const stamp = key === null ? null : JSON.stringify(key);
  const fetcher = () =>
    (stamp === null ? undefined : takePreloaded<ReplyOf<Calls[K]>>(stamp)) ??
    fetchReply(name, args ?? ({} as ArgsOf<K>), stamp);
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
