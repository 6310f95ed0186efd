import {
  ApiRequestError,
  CALL_NAMES,
  CALLS,
  DEFAULT_TIMEOUT_MS,
  IgnoredReplyError,
  INVALID_REPLY_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NON_JSON_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  type CallName,
} from '@portal/api';
import { FAULT_DETAILS, FAULTS, SLOW_RESPONSE_MS, withFault, type Fault } from '@portal/fixtures/faults';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, resetSession, session } from '../../state/session';
import { apiClient } from '../client';
import { signInTestUser } from './testSession';

/**
 * The fault matrix: every call of the contract × every fault the demo API can inject, checked against the reaction
 * the spec asks for (portal-core §8). Calls go through the app's own client and session.
 */
const server = setupServer();
// Malformed replies are reported to the console (for error reporting), never to the user.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  consoleError.mockRestore();
});
beforeEach(() => {
  consoleError.mockClear();
  server.resetHandlers();
  resetSession();
  signInTestUser();
});

const METHOD = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

function invoke(name: CallName): Promise<unknown> {
  const call = CALLS[name];
  const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
  const params: Record<string, string> = Object.fromEntries(names.map((key) => [key, `${key}-1`]));
  const body = call.method === 'GET' ? undefined : call.multipart ? new FormData() : {};
  const fn = apiClient[name] as (args: object) => Promise<unknown>;
  return fn({ params, body });
}

type Outcome = { ok: true } | { ok: false; error: unknown };

async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  try {
    await promise;
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The writes whose reply the portal never reads (stated here, not derived from the schemas under test): a schema
 * that starts accepting anything for another call fails its wrong-shape cell.
 */
const ACCEPTS_ANY_REPLY: ReadonlySet<CallName> = new Set<CallName>([
  'logout',
  'removeAttachment',
  'removeAgent',
  'deprovisionSensor',
  'deleteLogSearch',
  'completeDataEntry',
  'allotment',
  'deleteSite',
]);

type Expected =
  { resolves: true } | { ignored: true } | { status: number; message: string; colour: string; logsOut: boolean };

function expectedReaction(name: CallName, fault: Exclude<Fault, 'slow' | 'never'>): Expected {
  const call = CALLS[name];
  switch (fault) {
    case 'network':
      return { status: 0, message: NETWORK_ERROR_MESSAGE, colour: 'danger', logsOut: false };
    case 401:
      return call.signIn
        ? { status: 401, message: FAULT_DETAILS[401], colour: 'danger', logsOut: false }
        : { status: 401, message: SESSION_EXPIRED_MESSAGE, colour: 'warning', logsOut: true };
    case 504:
      return { status: 504, message: TIMEOUT_ERROR_MESSAGE, colour: 'danger', logsOut: false };
    case 'non-json':
      return { status: 200, message: NON_JSON_ERROR_MESSAGE, colour: 'danger', logsOut: false };
    case 'wrong-shape':
      // Calls whose reply carries nothing the portal uses accept any object; every other call must refuse it.
      // The fault's reply names no customer: a tenant call that would use it drops it instead (fails closed).
      if (!ACCEPTS_ANY_REPLY.has(name))
        return { status: 200, message: INVALID_REPLY_MESSAGE, colour: 'danger', logsOut: false };
      return call.skipCustomerCheck ? { resolves: true } : { ignored: true };
    default:
      return { status: fault, message: FAULT_DETAILS[fault], colour: 'danger', logsOut: false };
  }
}

const IMMEDIATE_FAULTS = FAULTS.filter(
  (fault): fault is Exclude<Fault, 'slow' | 'never'> => fault !== 'slow' && fault !== 'never',
);
const cells = CALL_NAMES.flatMap((name) => IMMEDIATE_FAULTS.map((fault) => [name, fault] as const));

describe(`fault matrix: ${CALL_NAMES.length} calls × ${FAULTS.length} faults`, () => {
  it.each(cells)('%s answering %s', async (name, fault) => {
    server.use(withFault(METHOD[CALLS[name].method], CALLS[name].path, fault));
    const expected = expectedReaction(name, fault);
    const result = await outcome(invoke(name));
    if ('resolves' in expected) {
      expect(result.ok).toBe(true);
      return;
    }
    expect(result.ok).toBe(false);
    if (result.ok) return;
    if ('ignored' in expected) {
      expect(result.error).toBeInstanceOf(IgnoredReplyError);
      return;
    }
    expect(result.error).toBeInstanceOf(ApiRequestError);
    expect(result.error).toMatchObject({ status: expected.status, message: expected.message, colour: expected.colour });
    expect(session.primaryToken === null).toBe(expected.logsOut);
    if (fault === 'wrong-shape')
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('did not match the contract'),
        expect.any(Array) as unknown[],
      );
    if (expected.logsOut) expect(session.authMessage).toEqual({ message: SESSION_EXPIRED_MESSAGE, colour: 'warning' });
  });

  // Simulated time: the slow and never faults wait on timers, so the test advances the clock instead of waiting
  // 3 s of real time (which a busy machine stretches past any test timeout).
  describe('with simulated time', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    function invokeAll(): { results: Promise<Outcome[]>; settled: () => number } {
      let settled = 0;
      const results = Promise.all(
        CALL_NAMES.map((name) =>
          outcome(invoke(name)).finally(() => {
            settled += 1;
          }),
        ),
      );
      return { results, settled: () => settled };
    }

    it(`slow: every call waits ${SLOW_RESPONSE_MS} ms, then gets the API's answer`, async () => {
      server.use(
        ...CALL_NAMES.map((name) => withFault(METHOD[CALLS[name].method], CALLS[name].path, 'slow')),
        http.all('*/api/*', () => HttpResponse.json({ detail: 'Answered after the delay' }, { status: 409 })),
      );
      const calls = invokeAll();
      await vi.advanceTimersByTimeAsync(SLOW_RESPONSE_MS - 1);
      expect(calls.settled()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      const results = await calls.results;
      expect(results).toHaveLength(CALL_NAMES.length);
      for (const result of results) {
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error).toMatchObject({ status: 409, message: 'Answered after the delay' });
      }
    });

    it(`never: every call waits ${DEFAULT_TIMEOUT_MS} ms, then fails with the timeout message`, async () => {
      server.use(...CALL_NAMES.map((name) => withFault(METHOD[CALLS[name].method], CALLS[name].path, 'never')));
      const calls = invokeAll();
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      expect(calls.settled()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      const results = await calls.results;
      expect(results).toHaveLength(CALL_NAMES.length);
      for (const result of results) {
        expect(result.ok).toBe(false);
        if (result.ok) continue;
        expect(result.error).toBeInstanceOf(ApiRequestError);
        expect(result.error).toMatchObject({ status: 504, message: TIMEOUT_ERROR_MESSAGE, colour: 'danger' });
      }
      expect(session.primaryToken).not.toBeNull();
    });

    it('never: a logout before the timeout aborts every call', async () => {
      server.use(...CALL_NAMES.map((name) => withFault(METHOD[CALLS[name].method], CALLS[name].path, 'never')));
      const calls = invokeAll();
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      expect(calls.settled()).toBe(0);
      logout();
      const results = await calls.results;
      expect(results).toHaveLength(CALL_NAMES.length);
      for (const result of results) {
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error).toMatchObject({ name: 'AbortError' });
      }
    });
  });
});
