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
export const INVALID_REPLY_MESSAGE = 'The server sent data the portal could not read. Please try again.';

export class ApiRequestError extends Error implements ApiError {
  readonly status: number;
  readonly colour: ErrorColour;

  constructor({ message, status, colour }: ApiError) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.colour = colour;
  }
}
