/**
 * JSON carried in a URL as base64 of its UTF-8 bytes (portal-onboarding §2.7: the `c` query parameter). Reading
 * never throws: anything that is not base64 of UTF-8 JSON answers `undefined`.
 */

/** Longer `c` values are not read at all: a device configuration is a few hundred characters. */
export const DEVICE_CONFIG_MAX_LENGTH = 8192;

const BASE64 = /^[A-Za-z0-9+/]*$/;

/**
 * The base64 text in its standard alphabet with its padding, or undefined. Lenient about what links do to it: a
 * '+' that a query string turned into a space, the URL-safe alphabet ('-', '_'), missing padding, line breaks.
 */
function normaliseBase64(text: string): string | undefined {
  const compact = text
    .replace(/[\r\n\t]/g, '')
    .replace(/ /g, '+')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/=+$/, '');
  if (!BASE64.test(compact) || compact.length % 4 === 1) return undefined;
  return compact.padEnd(Math.ceil(compact.length / 4) * 4, '=');
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The JSON value in `text`, or undefined when it is empty, too long, not base64, not UTF-8 or not JSON. */
export function decodeBase64Json(text: string): unknown {
  if (text.length === 0 || text.length > DEVICE_CONFIG_MAX_LENGTH) return undefined;
  const base64 = normaliseBase64(text);
  if (base64 === undefined) return undefined;
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(strictUtf8.decode(bytes)) as unknown;
  } catch {
    // atob, the strict UTF-8 decoder and JSON.parse each reject their own kind of garbage.
    return undefined;
  }
}

/** `value` as JSON, UTF-8 encoded, in standard base64 with padding. */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
