/**
 * Server-given routes (the MSP switch's destination): only a same-origin path is followed — `/` not followed by `/`
 * or `\` (which browsers read as another host), with no control characters (which browsers strip, so `/\t/host`
 * would become `//host`). Anything else is not a route of this portal.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it rejects
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/;

export function isSameOriginPath(value: unknown): value is string {
  return typeof value === 'string' && SAME_ORIGIN_PATH.test(value);
}

/** The server's destination when it is a same-origin path, else the given default route. */
export function safeDestination(destination: unknown, fallback: string): string {
  return isSameOriginPath(destination) ? destination : fallback;
}
