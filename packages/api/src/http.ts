import { buildPath, buildQuery, type AnyCall, type CallArgs, type Query, type ReplyOf } from './defineCall';
import {
  ApiRequestError,
  errorForReply,
  IgnoredReplyError,
  INVALID_REPLY_MESSAGE,
  isAbortError,
  networkError,
  sessionExpiredError,
} from './errors';

/** Header names of the auth scheme: bearer primary token, the secondary token, the reply's customer. */
export const AUTH_HEADERS = {
  secondaryToken: 'X-Portal-User-Info',
  customer: 'X-Portal-Customer',
} as const;

/** What the request layer needs from the app's session (kept abstract so @portal/api knows no state library). */
export interface RequestSession {
  primaryToken(): string | null;
  secondaryToken(): string | null;
  /** The current customer's id, or null before one is known. */
  customerId(): string | null;
  /** Aborted when the user logs out or switches customer: every request in flight stops. */
  signal(): AbortSignal;
  /** A 401 on any call but sign-in: the app logs out with 'Session expired. Please log in again.'. */
  onUnauthorized(): void;
}

export interface HttpOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  session?: RequestSession;
  /** Where validation details of a malformed reply go (never shown to users). */
  reportInvalidReply?: (path: string, issues: unknown) => void;
}

export interface RequestExtras {
  /** Extra request headers (e.g. Basic credentials for sign-in). */
  headers?: Record<string, string>;
}

function combineSignals(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

function requestBody(call: AnyCall, body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (call.multipart && body instanceof FormData) return body;
  return JSON.stringify(body);
}

/** One call over HTTP: headers, abort, the customer check, the error catalogue and reply validation. */
export function createHttp({ baseUrl = '', fetch: fetchImpl, session, reportInvalidReply }: HttpOptions = {}) {
  return async function request<C extends AnyCall>(call: C, args: CallArgs<C> & RequestExtras): Promise<ReplyOf<C>> {
    const {
      params,
      query,
      body,
      signal,
      headers: extraHeaders,
    } = args as {
      params?: Record<string, string>;
      query?: Query;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
    };
    const path = `${buildPath(call.path, params)}${buildQuery(query)}`;
    const customerAtSend = session?.customerId() ?? null;

    const headers = new Headers({ Accept: 'application/json' });
    const primary = session?.primaryToken();
    if (primary) headers.set('Authorization', `Bearer ${primary}`);
    const secondary = session?.secondaryToken();
    if (call.secondaryToken && secondary) headers.set(AUTH_HEADERS.secondaryToken, secondary);
    if (body !== undefined && !call.multipart) headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(extraHeaders ?? {})) headers.set(name, value);

    let response: Response;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(`${baseUrl}${path}`, {
        method: call.method,
        headers,
        body: requestBody(call, body),
        signal: combineSignals([session?.signal(), signal]),
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiRequestError(networkError());
    }

    const text = await response.text();
    if (response.status === 401 && !call.signIn) {
      session?.onUnauthorized();
      throw new ApiRequestError(sessionExpiredError());
    }

    if (!call.skipCustomerCheck && session) {
      const current = session.customerId();
      if (current !== customerAtSend) throw new IgnoredReplyError(`Reply for ${path} arrived after a customer switch`);
      const replyCustomer = response.headers.get(AUTH_HEADERS.customer);
      if (replyCustomer !== null && current !== null && replyCustomer !== current) {
        throw new IgnoredReplyError(`Reply for ${path} belongs to another customer`);
      }
    }

    let payload: unknown = {};
    let isJson = true;
    if (response.status !== 204 && text.trim() !== '') {
      try {
        payload = JSON.parse(text);
      } catch {
        isJson = false;
      }
    }
    if (!response.ok) throw new ApiRequestError(errorForReply(response.status, payload, isJson));
    if (!isJson) throw new ApiRequestError(errorForReply(response.status, undefined, false));

    const parsed = call.reply.safeParse(payload);
    if (!parsed.success) {
      reportInvalidReply?.(path, parsed.error.issues);
      throw new ApiRequestError({ message: INVALID_REPLY_MESSAGE, status: response.status, colour: 'danger' });
    }
    return parsed.data as ReplyOf<C>;
  };
}

export type HttpRequest = ReturnType<typeof createHttp>;
