import { CALL_NAMES, CALLS, type CallName, type Calls } from './calls';
import type { CallArgs, ReplyOf } from './defineCall';
import { createHttp, type HttpOptions, type RequestExtras } from './http';

type ClientFunction<C> =
  Partial<CallArgs<C>> extends CallArgs<C>
    ? (args?: CallArgs<C> & RequestExtras<ReplyOf<C>>) => Promise<ReplyOf<C>>
    : (args: CallArgs<C> & RequestExtras<ReplyOf<C>>) => Promise<ReplyOf<C>>;

/** A typed function per call: `client.ticket({ params: { id } })`, `client.agents()`. */
export type ApiClient = { [K in CallName]: ClientFunction<Calls[K]> };
export type ApiClientOptions = HttpOptions;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const request = createHttp(options);
  const entries = CALL_NAMES.map((name) => [
    name,
    (args?: Record<string, unknown>) => request(CALLS[name], (args ?? {}) as never),
  ]);
  // The mapped type above is what each entry implements; TypeScript cannot follow the correlation by name.
  return Object.fromEntries(entries) as ApiClient;
}

/** Basic credentials for the legacy email sign-in (portal-core §7: name and password encoded). */
export function basicCredentials(name: string, password: string): Record<string, string> {
  const bytes = new TextEncoder().encode(`${name}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { Authorization: `Basic ${btoa(binary)}` };
}
