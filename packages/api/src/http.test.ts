import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basicCredentials, createApiClient, type ApiClientOptions } from './client';
import {
  ApiRequestError,
  IgnoredReplyError,
  INVALID_REPLY_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NON_JSON_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './errors';
import { AUTH_HEADERS, DEFAULT_TIMEOUT_MS, type RequestSession } from './http';

const user = { name: 'Dana', email: 'dana@example.com', roles: [], msp_id: null, feature_flags: [], customer: null };

interface Sent {
  url: string;
  init: RequestInit;
}

function harness(
  reply: (sent: Sent) => Response | Promise<Response>,
  customerId: string | null = 'cust-a',
  options: Pick<ApiClientOptions, 'pause'> = {},
) {
  const sent: Sent[] = [];
  let customer = customerId;
  let controller = new AbortController();
  const onUnauthorized = vi.fn();
  const session: RequestSession = {
    primaryToken: () => 'primary-1',
    secondaryToken: () => 'secondary-1',
    customerId: () => customer,
    signal: () => controller.signal,
    onUnauthorized,
  };
  const client = createApiClient({
    ...options,
    session,
    fetch: (input, init = {}) => {
      const entry = { url: input instanceof Request ? input.url : input.toString(), init };
      sent.push(entry);
      return Promise.resolve(reply(entry));
    },
  });
  const switchCustomer = (next: string) => {
    customer = next;
    controller.abort();
    controller = new AbortController();
  };
  return { client, sent, onUnauthorized, switchCustomer };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const header = (entry: Sent | undefined, name: string) => new Headers(entry?.init.headers).get(name);

describe('request headers', () => {
  it('sends the bearer token and the secondary token', async () => {
    const { client, sent } = harness(() => Response.json({ user }));
    await client.userInfo();
    expect(header(sent[0], 'Authorization')).toBe('Bearer primary-1');
    expect(header(sent[0], AUTH_HEADERS.secondaryToken)).toBe('secondary-1');
  });

  it('omits the secondary token on the partner IP call', async () => {
    const { client, sent } = harness(() =>
      Response.json({ ips: ['198.51.100.7'] }, { headers: { [AUTH_HEADERS.customer]: 'cust-a' } }),
    );
    await client.partnerIps({ query: { pod: 'us-east-2' } });
    expect(header(sent[0], 'Authorization')).toBe('Bearer primary-1');
    expect(header(sent[0], AUTH_HEADERS.secondaryToken)).toBeNull();
    expect(sent[0]?.url).toBe('/api/v1/partner-ips?pod=us-east-2');
  });

  it('fills path parameters, encodes them, and sends JSON bodies', async () => {
    const { client, sent } = harness(() => Response.json({ ticket: null }, { status: 500 }));
    await failureOf(
      client.commentTicket({
        params: { id: '42/x' },
        body: { comment: { body: 'Hi', attachments: [], solved: false } },
      }),
    );
    expect(sent[0]?.url).toBe('/api/v1/tickets/42%2Fx');
    expect(sent[0]?.init.method).toBe('POST');
    expect(header(sent[0], 'Content-Type')).toBe('application/json');
    const body = sent[0]?.init.body;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({
      comment: { body: 'Hi', attachments: [], solved: false },
    });
  });

  it('encodes Basic credentials for the legacy sign-in', () => {
    expect(basicCredentials('dana@example.com', 'pässword')).toEqual({
      Authorization: 'Basic ZGFuYUBleGFtcGxlLmNvbTpww6Rzc3dvcmQ=',
    });
  });
});

describe('replies', () => {
  it('turns a 204 into {}', async () => {
    const { client } = harness(
      () => new Response(null, { status: 204, headers: { [AUTH_HEADERS.customer]: 'cust-a' } }),
    );
    await expect(client.removeAgent({ body: { agentId: 'a1' } })).resolves.toEqual({});
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 0, NETWORK_ERROR_MESSAGE, 'danger'],
    [
      'a gateway timeout',
      () => new Response('<html>504</html>', { status: 504 }),
      504,
      TIMEOUT_ERROR_MESSAGE,
      'danger',
    ],
    ['a JSON 504', () => Response.json({ detail: 'upstream' }, { status: 504 }), 504, TIMEOUT_ERROR_MESSAGE, 'danger'],
    ['a non-JSON success', () => new Response('<html>oops</html>'), 200, NON_JSON_ERROR_MESSAGE, 'danger'],
    ['a non-JSON failure', () => new Response('Bad gateway', { status: 502 }), 502, NON_JSON_ERROR_MESSAGE, 'danger'],
    [
      'a failure with detail',
      () => Response.json({ detail: 'Not allowed' }, { status: 403 }),
      403,
      'Not allowed',
      'danger',
    ],
    ['a failure without detail', () => Response.json({}, { status: 500 }), 500, UNKNOWN_ERROR_MESSAGE, 'danger'],
    ['a reply of the wrong shape', () => Response.json({ user: { name: 3 } }), 200, INVALID_REPLY_MESSAGE, 'danger'],
    ['a 401', () => Response.json({ detail: 'expired' }, { status: 401 }), 401, SESSION_EXPIRED_MESSAGE, 'warning'],
  ] as const)('turns %s into the catalogue error', async (_, reply, status, message, colour) => {
    const error = await failureOf(harness(reply).client.userInfo());
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status, message, colour });
  });

  it('logs out on a 401, but not when signing in fails', async () => {
    const expired = harness(() => Response.json({}, { status: 401 }));
    await failureOf(expired.client.agents());
    expect(expired.onUnauthorized).toHaveBeenCalledTimes(1);

    const signIn = harness(() => Response.json({ detail: 'Invalid credentials' }, { status: 401 }));
    const error = await failureOf(signIn.client.login({ headers: basicCredentials('a@b.c', 'x') }));
    expect(signIn.onUnauthorized).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, message: 'Invalid credentials' });
  });

  it('reports validation details of a malformed reply without showing them', async () => {
    const reportInvalidReply = vi.fn();
    const client = createApiClient({ fetch: () => Promise.resolve(Response.json({ nope: true })), reportInvalidReply });
    await failureOf(client.agents());
    expect(reportInvalidReply).toHaveBeenCalledWith('/api/v1/agents', expect.any(Array) as unknown[]);
  });
});

describe('tenant safety', () => {
  const agentsReply = (customer: string) => () =>
    Response.json({ data: [] }, { headers: { [AUTH_HEADERS.customer]: customer } });

  it('ignores a reply whose customer header is not the current customer', async () => {
    const { client } = harness(agentsReply('cust-b'));
    expect(await failureOf(client.agents())).toBeInstanceOf(IgnoredReplyError);
  });

  it('drops tenant data whose reply names no customer, like a reply of another customer', async () => {
    const { client } = harness(() => Response.json({ data: [] }));
    expect(await failureOf(client.agents())).toBeInstanceOf(IgnoredReplyError);
  });

  it('still shows the error of a failed reply that names no customer (a gateway or proxy answer)', async () => {
    const { client } = harness(() => Response.json({ detail: 'Bad gateway.' }, { status: 502 }));
    expect(await failureOf(client.agents())).toMatchObject({ status: 502, message: 'Bad gateway.' });
  });

  it('accepts the reply of the current customer, and other customers on calls that skip the check', async () => {
    await expect(harness(agentsReply('cust-a')).client.agents()).resolves.toEqual({ data: [] });
    const switching = harness(() =>
      Response.json(
        { customer: { id: 'cust-b', name: 'B', riskID: null } },
        { headers: { [AUTH_HEADERS.customer]: 'cust-b' } },
      ),
    );
    await expect(switching.client.switchCustomer({ body: { customer: 'cust-b' } })).resolves.toMatchObject({
      customer: { id: 'cust-b' },
    });
  });

  it('drops a reply that arrives after the customer changed', async () => {
    let release: (response: Response) => void = () => undefined;
    const { client, switchCustomer } = harness(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = failureOf(client.agents());
    await Promise.resolve();
    switchCustomer('cust-b');
    release(Response.json({ data: [] }, { headers: { [AUTH_HEADERS.customer]: 'cust-a' } }));
    expect(await pending).toBeInstanceOf(IgnoredReplyError);
  });

  describe('a large list reply, read in slices', () => {
    // 8,000 agents: just over a million characters of JSON, the size from which a list is read in slices.
    const agents = Array.from({ length: 8000 }, (_, index) => ({
      id: `agent-${index}`,
      deploymentID: null,
      softwareVersion: '7.1',
      queryInProgress: false,
      containment: { contained: index % 2 === 0 },
      heartbeat: null,
      hostDetail: null,
    }));
    const reply = () => Response.json({ data: agents }, { headers: { [AUTH_HEADERS.customer]: 'cust-a' } });

    it('answers the whole list, handing the thread back between slices', async () => {
      const pause = vi.fn(() => Promise.resolve());
      const { client } = harness(reply, 'cust-a', { pause });
      expect(await client.agents()).toEqual({ data: agents });
      expect(pause.mock.calls.length).toBeGreaterThan(4);
    });

    it('drops it when the customer changes while it is being read', async () => {
      let switchCustomer: (next: string) => void = () => undefined;
      let pauses = 0;
      const pause = () => {
        pauses += 1;
        if (pauses === 2) switchCustomer('cust-b');
        return Promise.resolve();
      };
      const harnessed = harness(reply, 'cust-a', { pause });
      switchCustomer = harnessed.switchCustomer;
      // The switch comes while the body is still being read and parsed: the reply's customer check drops it.
      expect(await failureOf(harnessed.client.agents())).toBeInstanceOf(IgnoredReplyError);
    });

    it('drops it when the customer changes while it is being checked, after it was read', async () => {
      let total = 0;
      await harness(reply, 'cust-a', {
        pause: () => {
          total += 1;
          return Promise.resolve();
        },
      }).client.agents();
      let switchCustomer: (next: string) => void = () => undefined;
      let pauses = 0;
      // The last pause is one of the check's slices, after the whole body has been read.
      const pause = () => {
        pauses += 1;
        if (pauses === total) switchCustomer('cust-b');
        return Promise.resolve();
      };
      const harnessed = harness(reply, 'cust-a', { pause });
      switchCustomer = harnessed.switchCustomer;
      expect(await failureOf(harnessed.client.agents())).toMatchObject({ name: 'AbortError' });
    });
  });

  it('aborts requests in flight when the session signal aborts', async () => {
    const { client, switchCustomer } = harness(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = failureOf(client.agents());
    switchCustomer('cust-b');
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

/** A reply whose headers arrive, then whose body breaks (a connection cut mid-way) or never ends. */
function brokenBody(kind: 'errors' | 'stalls'): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('{"data": ['));
      if (kind === 'errors') controller.error(new TypeError('terminated'));
    },
  });
  return new Response(stream, { headers: { 'Content-Type': 'application/json', [AUTH_HEADERS.customer]: 'cust-a' } });
}

/**
 * A list reply whose body comes in parts, one every `everyMs` (a long reply over a slow link, or a busy machine); a
 * null part never comes (the body stalls there).
 */
function tricklingBody(parts: readonly (string | null)[], everyMs: number): Response {
  const encoder = new TextEncoder();
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull: (controller) =>
      new Promise<void>((resolve) => {
        const part = parts[next];
        if (part === null) return;
        setTimeout(() => {
          next += 1;
          if (part === undefined) controller.close();
          else controller.enqueue(encoder.encode(part));
          resolve();
        }, everyMs);
      }),
  });
  return new Response(stream, { headers: { 'Content-Type': 'application/json', [AUTH_HEADERS.customer]: 'cust-a' } });
}

/** A fetch that never answers and ignores the abort signal (the worst case the timeout must still end). */
const neverAnswers = () => new Promise<Response>(() => undefined);

/** A fetch that never answers but stops, like a browser's, when its signal aborts. */
const answersOnlyAborts = ({ init }: Sent) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () => {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });

describe('replies that break mid-way', () => {
  it('turns a body that errors after the headers into the network message, never a TypeError', async () => {
    const error = await failureOf(harness(() => brokenBody('errors')).client.agents());
    expect(error).not.toBeInstanceOf(TypeError);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, colour: 'danger' });
  });
});

describe('calls that never answer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Settles the call as an outcome, so a rejection before the test looks is not unhandled. */
  function track(promise: Promise<unknown>) {
    let settled = false;
    const result = failureOf(promise).finally(() => {
      settled = true;
    });
    return { result, settled: () => settled };
  }

  it(`fails with the timeout message after ${DEFAULT_TIMEOUT_MS} ms without a reply`, async () => {
    const call = track(harness(neverAnswers).client.agents());
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(call.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call.result;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 504, message: TIMEOUT_ERROR_MESSAGE, colour: 'danger' });
  });

  it('times out a reply whose body stalls after the headers', async () => {
    const call = track(harness(() => brokenBody('stalls')).client.agents());
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(await call.result).toMatchObject({ status: 504, message: TIMEOUT_ERROR_MESSAGE });
  });

  it('waits for a long body as long as each next part comes within the timeout', async () => {
    const everyMs = DEFAULT_TIMEOUT_MS - 1_000;
    const call = harness(() => tricklingBody(['{"data":', '[', ']', '}'], everyMs)).client.agents();
    const answered = call.then(
      (reply) => ({ reply }),
      (error: unknown) => ({ error }),
    );
    await vi.advanceTimersByTimeAsync(5 * everyMs);
    expect(await answered).toEqual({ reply: { data: [] } });
  });

  it('times out a body when its next part does not come within the timeout of the last one', async () => {
    const call = track(harness(() => tricklingBody(['{"data":', '[', null], 10_000)).client.agents());
    // The second part came at 20 s: the call waits until 50 s for the next.
    await vi.advanceTimersByTimeAsync(20_000 + DEFAULT_TIMEOUT_MS - 1);
    expect(call.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call.result).toMatchObject({ status: 504, message: TIMEOUT_ERROR_MESSAGE });
  });

  it('takes the timeout from the client options, and a call may set its own', async () => {
    const client = createApiClient({ fetch: neverAnswers, timeoutMs: 500 });
    const byClient = track(client.agents());
    const byCall = track(client.agents({ timeoutMs: 100 }));
    await vi.advanceTimersByTimeAsync(100);
    expect([byCall.settled(), byClient.settled()]).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(400);
    expect(await byClient.result).toMatchObject({ message: TIMEOUT_ERROR_MESSAGE });
    expect(await byCall.result).toMatchObject({ message: TIMEOUT_ERROR_MESSAGE });
  });

  it('passes the timeout to fetch as an abort', async () => {
    let seen: AbortSignal | undefined;
    const client = createApiClient({
      fetch: (_, init) => {
        seen = init?.signal ?? undefined;
        return neverAnswers();
      },
    });
    const call = track(client.agents());
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await call.result;
    expect(seen?.aborted).toBe(true);
  });

  it('keeps an abort by the caller (logout, switch) an AbortError, before and after the timeout would fire', async () => {
    const { client, switchCustomer } = harness(answersOnlyAborts);
    const call = track(client.agents());
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    switchCustomer('cust-b');
    const error = await call.result;
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });

    const controller = new AbortController();
    const own = track(harness(answersOnlyAborts).client.agents({ signal: controller.signal }));
    controller.abort();
    expect(await own.result).toMatchObject({ name: 'AbortError' });
  });

  it('leaves no timer behind once the reply is in', async () => {
    await harness(() =>
      Response.json({ data: [] }, { headers: { [AUTH_HEADERS.customer]: 'cust-a' } }),
    ).client.agents();
    expect(vi.getTimerCount()).toBe(0);
  });
});
