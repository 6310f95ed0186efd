import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_NAMES, CALLS, type CallName } from './calls';
import { createApiClient } from './client';
import { ApiRequestError, INVALID_REPLY_MESSAGE, NON_JSON_ERROR_MESSAGE } from './errors';

/**
 * Whatever a server sends, a call either resolves with data its schema accepts, or fails with the catalogue's
 * error — never a crash, never unvalidated data.
 */
function clientAnswering(status: number, body: string) {
  return createApiClient({
    fetch: () => Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  });
}

async function callWith(client: ReturnType<typeof createApiClient>, name: CallName) {
  const call = CALLS[name];
  const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
  const params: Record<string, string> = Object.fromEntries(names.map((key) => [key, 'x']));
  const fn = client[name] as (args: object) => Promise<unknown>;
  return fn({ params, body: call.method === 'GET' ? undefined : {} });
}

const RUNS_PER_CALL = 60;

describe('reply validation (property)', () => {
  it.each(CALL_NAMES)('%s: any JSON reply is either valid data or the invalid-reply error', async (name) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (payload) => {
        try {
          const data = await callWith(clientAnswering(200, JSON.stringify(payload)), name);
          expect(CALLS[name].reply.safeParse(data).success).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiRequestError);
          expect(error).toMatchObject({ message: INVALID_REPLY_MESSAGE, status: 200 });
        }
      }),
      { numRuns: RUNS_PER_CALL },
    );
  });

  it('any text that is not JSON is the communication error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return text.trim() !== '';
          }
        }),
        fc.constantFrom(...CALL_NAMES),
        async (text, name) => {
          const failure = await callWith(clientAnswering(200, text), name).then(
            () => undefined,
            (error: unknown) => error,
          );
          expect(failure).toMatchObject({ message: NON_JSON_ERROR_MESSAGE, status: 200 });
        },
      ),
      { numRuns: 300 },
    );
  });
});
