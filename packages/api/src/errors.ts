/** Colours a client error can be shown in (the toast and banner intents). */
export const ERROR_COLOURS = ['danger', 'warning', 'info', 'success'] as const;
export type ErrorColour = (typeof ERROR_COLOURS)[number];

/** Every failure of a call becomes one of these (portal-core §8). */
export interface ApiError {
  message: string;
  /** HTTP status; 0 when the request never reached the server. */
  status: number;
  colour: ErrorColour;
}

export const NETWORK_ERROR_MESSAGE = 'Network connectivity error: please check for ad blocker or network outage.';
export const TIMEOUT_ERROR_MESSAGE = 'Error retrieving data. Reason: API Timeout.';
export const NON_JSON_ERROR_MESSAGE = 'Communication error contacting server. Please try again.';
export const UNKNOWN_ERROR_MESSAGE =
  'An unknown error has occurred. The Portal team has been notified. Please refresh your browser and try again.';
/** Not in the spec: a reply of the wrong shape. Worded like its neighbours; the details go to the console. */
export const INVALID_REPLY_MESSAGE = 'The server sent data the portal could not read. Please try again.';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
export const LOGIN_FAILED_MESSAGE = 'Communication error logging in. Please try again later.';
export const RECONNECT_FAILED_MESSAGE = 'Error reconnecting to portal. Please login again.';

export class ApiRequestError extends Error implements ApiError {
  readonly status: number;
  readonly colour: ErrorColour;
  /** The reply's own `error` or `message` text, which overrides the upload messages (portal-core §8). */
  readonly serverText: string | undefined;

  constructor({ message, status, colour }: ApiError, serverText?: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.colour = colour;
    this.serverText = serverText;
  }

  toJSON(): ApiError {
    return { message: this.message, status: this.status, colour: this.colour };
  }
}

/**
 * A reply that must not be used: it belongs to another customer than the current one, or it arrived after the
 * customer changed. Callers drop it silently.
 */
export class IgnoredReplyError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IgnoredReplyError';
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Errors the UI shows; ignored replies and aborted requests are not failures a user needs to see. */
export function isShownError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The first non-blank text among `keys` of a reply body. */
function textOf(body: unknown, keys: readonly string[]): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of keys) {
    const value: unknown = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

const detailOf = (body: unknown) => textOf(body, ['detail', 'error', 'message']);

/** A reply's `error` or `message` field (not `detail`): the server's own text for an upload failure. */
export const serverTextOf = (body: unknown) => textOf(body, ['error', 'message']);

/** The error catalogue (portal-core §8) for a reply that is not a success. */
export function errorForReply(status: number, body: unknown, isJson: boolean): ApiError {
  if (status === 504) return { message: TIMEOUT_ERROR_MESSAGE, status, colour: 'danger' };
  if (!isJson) return { message: NON_JSON_ERROR_MESSAGE, status, colour: 'danger' };
  return { message: detailOf(body) ?? UNKNOWN_ERROR_MESSAGE, status, colour: 'danger' };
}

export const networkError = (): ApiError => ({ message: NETWORK_ERROR_MESSAGE, status: 0, colour: 'danger' });
/** A call with no complete reply within its timeout: the gateway-timeout entry of the catalogue. */
export const timeoutError = (): ApiError => ({ message: TIMEOUT_ERROR_MESSAGE, status: 504, colour: 'danger' });
/** The API timed out: a gateway 504 or the call's own timeout. Worth a retry. */
export const isTimeoutError = (error: ApiError): boolean => error.status === 504;
export const sessionExpiredError = (): ApiError => ({
  message: SESSION_EXPIRED_MESSAGE,
  status: 401,
  colour: 'warning',
});

/** Login replies (portal-core §8): 401/403 the server's message, 503 a warning, anything else a generic message. */
export function loginError(error: ApiError): ApiError {
  // Explicit fields: an Error's own `message` is not enumerable, so spreading one would lose it.
  if (error.status === 401 || error.status === 403)
    return { message: error.message, status: error.status, colour: 'danger' };
  if (error.status === 503) return { message: error.message, status: error.status, colour: 'warning' };
  return { message: LOGIN_FAILED_MESSAGE, status: error.status, colour: 'danger' };
}

/** A failed user-info call logs out with this, unless the failure already carries a message with a status. */
export function userInfoError(error: ApiError | undefined): ApiError {
  if (error && error.status > 0 && error.message !== '') {
    return { message: error.message, status: error.status, colour: error.colour };
  }
  return { message: RECONNECT_FAILED_MESSAGE, status: error?.status ?? 0, colour: 'danger' };
}

export const UPLOAD_ERROR_MESSAGE = 'There was an error uploading the attachment.';
export const UPLOAD_TOO_LARGE_MESSAGE = 'File contents are too large and were rejected by server.';
export const UPLOAD_SERVER_ERROR_MESSAGE = 'There was a server error uploading the attachment.';

/** Upload failures (portal-core §8): a server-provided text wins, then 413, then 5xx, then the default. */
export function uploadErrorMessage(status: number, serverText: string | undefined): string {
  if (serverText !== undefined && serverText.trim() !== '') return serverText;
  if (status === 413) return UPLOAD_TOO_LARGE_MESSAGE;
  if (status >= 500) return UPLOAD_SERVER_ERROR_MESSAGE;
  return UPLOAD_ERROR_MESSAGE;
}
