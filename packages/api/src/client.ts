import type { z } from 'zod';
import {
  ApiRequestError,
  INVALID_REPLY_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NON_JSON_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './errors';
import { API_PATHS } from './paths';
import { userInfoReplySchema, type UserInfoReply } from './schemas/user';

export interface ApiClientOptions {
  /** Origin of the API; empty for same-origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

function detailOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
    return body.detail;
  }
  return undefined;
}

/** Reads, checks and validates one reply: every failure becomes an ApiRequestError from the error catalogue. */
async function readReply<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const text = await response.text();
  let body: unknown = {};
  if (response.status !== 204 && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      const status = response.status;
      if (status === 504) throw new ApiRequestError({ message: TIMEOUT_ERROR_MESSAGE, status, colour: 'danger' });
      throw new ApiRequestError({ message: NON_JSON_ERROR_MESSAGE, status, colour: 'danger' });
    }
  }
  if (!response.ok) {
    const status = response.status;
    if (status === 504) throw new ApiRequestError({ message: TIMEOUT_ERROR_MESSAGE, status, colour: 'danger' });
    throw new ApiRequestError({ message: detailOf(body) ?? UNKNOWN_ERROR_MESSAGE, status, colour: 'danger' });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError({ message: INVALID_REPLY_MESSAGE, status: response.status, colour: 'danger' });
  }
  return parsed.data;
}

export function createApiClient({ baseUrl = '', fetch: fetchImpl = globalThis.fetch }: ApiClientOptions = {}) {
  async function get<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, { headers: { Accept: 'application/json' }, signal });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError({ message: NETWORK_ERROR_MESSAGE, status: 0, colour: 'danger' });
    }
    return readReply(response, schema);
  }

  return {
    getUserInfo: (signal?: AbortSignal): Promise<UserInfoReply> => get(API_PATHS.userInfo, userInfoReplySchema, signal),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
