import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  ApiRequestError,
  INVALID_REPLY_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NON_JSON_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './errors';

const user = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  roles: [],
  msp_id: null,
  feature_flags: [],
  customer: null,
};

function clientReplying(reply: () => Response | Promise<Response>) {
  return createApiClient({ fetch: async () => reply() });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('returns a validated reply', async () => {
    const client = clientReplying(() => Response.json({ user }));
    await expect(client.getUserInfo()).resolves.toEqual({ user });
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 0, NETWORK_ERROR_MESSAGE],
    ['a gateway timeout', () => new Response('<html>timeout</html>', { status: 504 }), 504, TIMEOUT_ERROR_MESSAGE],
    ['a non-JSON reply', () => new Response('<html>oops</html>', { status: 200 }), 200, NON_JSON_ERROR_MESSAGE],
    ['a failure with detail', () => Response.json({ detail: 'Not allowed' }, { status: 403 }), 403, 'Not allowed'],
    ['a failure without detail', () => Response.json({}, { status: 500 }), 500, UNKNOWN_ERROR_MESSAGE],
    ['a reply of the wrong shape', () => Response.json({ user: { name: 3 } }), 200, INVALID_REPLY_MESSAGE],
  ])('turns %s into the catalogue error', async (_, reply, status, message) => {
    const error = await failureOf(clientReplying(reply).getUserInfo());
    expect(error).toMatchObject({ status, message, colour: 'danger' });
  });
});
