import { buildPath, buildQuery, type AnyCall, type CallArgs, type Query, type ReplyOf } from './defineCall';
import {
  ApiRequestError,
  errorForReply,
  serverTextOf,
  IgnoredReplyError,
  INVALID_REPLY_MESSAGE,
  isAbortError,
  networkError,
  sessionExpiredError,
  timeoutError,
} from './errors';
import { validateReply } from './replyValidation';
import { pauseForBrowser, validateReplyInSlices, type Pause } from './slicedReply';
import { readReplyBody, type ReplyBody } from './streamedReply';

/**
 * How long a call waits for its reply's headers, and then for each next part of its body, before it fails with the
 * timeout message. A long body that keeps arriving is not cut off: the 100,000-agent list, read and parsed as it
 * arrives, took over 30 s in all on a loaded 2-core machine (a story browser beside three others), and the time the
 * portal spends parsing is not the API's.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

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
  /** Every call's timeout in milliseconds ({@link DEFAULT_TIMEOUT_MS} by default). */
  timeoutMs?: number;
  /** How a large list reply hands the main thread back between its slices (slicedReply.ts); a task by default. */
  pause?: Pause;
}

/**
 * A list reply still arriving after this many bytes of its body offers its items so far as a preview: about 8,000
 * agents, read in some 60 ms over loopback, while the 100,000-agent list goes on arriving for over a second. A
 * direct customer's 1.3 MB list never offers one.
 */
export const PREVIEW_MIN_BYTES = 4_000_000;

export interface RequestExtras<Reply = unknown> {
  /** Extra request headers (e.g. Basic credentials for sign-in). */
  headers?: Record<string, string>;
  /** This call's own timeout in milliseconds, instead of the client's. */
  timeoutMs?: number;
  /**
   * Once, while a long list reply is still arriving ({@link PREVIEW_MIN_BYTES}): the reply with the items read so far,
   * checked as the whole reply is (a success status, the customer it was asked for, the call's shape). The call still
   * settles with the whole reply, or fails; a preview never stands in for it.
   */
  onPreview?: (preview: Reply) => void;
}

function combineSignals(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

/** The abort error of an aborted signal (its own reason when that is one, so callers see an AbortError). */
function abortErrorOf(signal: AbortSignal): unknown {
  return isAbortError(signal.reason) ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Settles like `work`, or rejects as soon as the call's timeout fires: a fetch or a reply body that ignores its
 * signal (a stalled stream) still ends.
 */
function untilTimedOut<T>(work: Promise<T>, timeout: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onTimeout = () => {
      reject(new DOMException('The call timed out.', 'TimeoutError'));
    };
    if (timeout.aborted) onTimeout();
    else timeout.addEventListener('abort', onTimeout, { once: true });
    work.then(resolve, reject).finally(() => {
      timeout.removeEventListener('abort', onTimeout);
    });
  });
}

function requestBody(call: AnyCall, body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (call.multipart && body instanceof FormData) return body;
  return JSON.stringify(body);
}

/** One call over HTTP: headers, abort, the customer check, the error catalogue and reply validation. */
export function createHttp({
  baseUrl = '',
  fetch: fetchImpl,
  session,
  reportInvalidReply,
  timeoutMs: clientTimeoutMs = DEFAULT_TIMEOUT_MS,
  pause = pauseForBrowser,
}: HttpOptions = {}) {
  return async function request<C extends AnyCall>(
    call: C,
    args: CallArgs<C> & RequestExtras<ReplyOf<C>>,
  ): Promise<ReplyOf<C>> {
    const {
      params,
      query,
      body,
      signal,
      headers: extraHeaders,
      timeoutMs = clientTimeoutMs,
      onPreview,
    } = args as {
      params?: Record<string, string>;
      query?: Query;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
      timeoutMs?: number;
      onPreview?: (preview: ReplyOf<C>) => void;
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

    // The caller's abort (logout, customer switch) stays an AbortError; the call's own timeout is a catalogue error.
    const callerSignal = combineSignals([session?.signal(), signal]);
    const timeout = new AbortController();
    const expire = () => {
      timeout.abort(new DOMException(`No reply within ${timeoutMs} ms`, 'TimeoutError'));
    };
    let timer = setTimeout(expire, timeoutMs);
    const partArrived = () => {
      if (timeout.signal.aborted) return;
      clearTimeout(timer);
      timer = setTimeout(expire, timeoutMs);
    };
    const combined = callerSignal ? AbortSignal.any([callerSignal, timeout.signal]) : timeout.signal;
    const failure = (error: unknown): unknown => {
      if (callerSignal?.aborted) return isAbortError(error) ? error : abortErrorOf(callerSignal);
      if (timeout.signal.aborted) return new ApiRequestError(timeoutError());
      if (isAbortError(error)) return error;
      return new ApiRequestError(networkError());
    };

    const tenantChecked = !call.skipCustomerCheck && session !== undefined;
    /**
     * The preview of a long list as it arrives (see onPreview): offered once, and only for a reply the whole one could
     * be (a success, for this customer, naming it, of the call's shape). Handed over in a microtask of its own, so an
     * error of the receiver never breaks the reading of the reply.
     */
    const previewer = (answer: Response) => {
      if (onPreview === undefined || !answer.ok) return undefined;
      let offered = false;
      return (itemsSoFar: readonly unknown[], bytesRead: number) => {
        if (offered || bytesRead < PREVIEW_MIN_BYTES) return;
        offered = true;
        const current = session?.customerId() ?? null;
        const named = answer.headers.get(AUTH_HEADERS.customer);
        const ownCustomer = !tenantChecked || (current === customerAtSend && (current === null || named === current));
        if (callerSignal?.aborted || !ownCustomer) return;
        const checked = validateReply(call.reply, { data: itemsSoFar.slice() });
        if (checked.success) queueMicrotask(() => onPreview(checked.data as ReplyOf<C>));
      };
    };

    let response: Response;
    let reply: ReplyBody;
    try {
      response = await untilTimedOut(
        (fetchImpl ?? globalThis.fetch)(`${baseUrl}${path}`, {
          method: call.method,
          headers,
          body: requestBody(call, body),
          signal: combined,
        }),
        timeout.signal,
      );
      // Read inside the mapping: a reply cut off after its headers is a network failure, never a raw TypeError.
      reply = await untilTimedOut(
        readReplyBody(response, { pause, onPart: partArrived, onSlice: previewer(response) }),
        timeout.signal,
      );
    } catch (error) {
      throw failure(error);
    } finally {
      clearTimeout(timer);
    }

    if (response.status === 401 && !call.signIn) {
      session?.onUnauthorized();
      throw new ApiRequestError(sessionExpiredError());
    }

    // Tenant safety: a reply is used only for the customer it was asked for and names. A reply naming another
    // customer is dropped; so is tenant data that names none (fails closed). Replies without tenant data (errors,
    // proxy pages, malformed bodies) may lack the header and still show their catalogue error.
    const current = session?.customerId() ?? null;
    const replyCustomer = response.headers.get(AUTH_HEADERS.customer);
    if (tenantChecked) {
      if (current !== customerAtSend) throw new IgnoredReplyError(`Reply for ${path} arrived after a customer switch`);
      if (replyCustomer !== null && current !== null && replyCustomer !== current) {
        throw new IgnoredReplyError(`Reply for ${path} belongs to another customer`);
      }
    }

    let payload: unknown = {};
    let isJson = true;
    if (response.status !== 204 && reply.kind === 'json') payload = reply.value;
    if (response.status !== 204 && reply.kind === 'not-json') isJson = false;
    if (!response.ok)
      throw new ApiRequestError(
        errorForReply(response.status, payload, isJson),
        serverTextOf(isJson ? payload : undefined),
      );
    if (!isJson) throw new ApiRequestError(errorForReply(response.status, undefined, false));

    const parsed = await validateReplyInSlices(call.reply, payload, { pause });
    // A large reply was read over several tasks: the user may have left or switched customer meanwhile.
    if (callerSignal?.aborted) throw abortErrorOf(callerSignal);
    if (tenantChecked && session.customerId() !== customerAtSend) {
      throw new IgnoredReplyError(`Reply for ${path} arrived after a customer switch`);
    }
    if (!parsed.success) {
      reportInvalidReply?.(path, parsed.error.issues);
      throw new ApiRequestError({ message: INVALID_REPLY_MESSAGE, status: response.status, colour: 'danger' });
    }
    if (tenantChecked && current !== null && replyCustomer === null) {
      throw new IgnoredReplyError(`Reply for ${path} names no customer`);
    }
    return parsed.data as ReplyOf<C>;
  };
}

export type HttpRequest = ReturnType<typeof createHttp>;
