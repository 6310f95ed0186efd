/** The token cookies a sign-in may leave for the portal (portal-core §4), read once at start-up and deleted. */

export interface CookieRead {
  /** A cookie of that name is there (even an empty or malformed one): it is to be deleted. */
  present: boolean;
  /** Its decoded value; null when empty or malformed (e.g. `%E0%A4%A`, which decodeURIComponent refuses). */
  value: string | null;
}

export function readCookie(cookies: string, name: string): CookieRead {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return { present: true, value: value === '' ? null : value };
    } catch {
      return { present: true, value: null };
    }
  }
  return { present: false, value: null };
}

export type CookieLocation = Pick<Location, 'hostname' | 'pathname' | 'protocol'>;

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

/** The host itself and each parent domain with at least two labels (a cookie cannot be set for a bare TLD). */
function cookieDomains(hostname: string): string[] {
  if (hostname === '' || IP_ADDRESS.test(hostname) || !hostname.includes('.')) return [];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** '/', then every prefix of the current path, with and without its trailing slash. */
function cookiePaths(pathname: string): string[] {
  const paths = new Set(['/']);
  let prefix = '';
  for (const segment of pathname.split('/').filter((part) => part !== '')) {
    prefix += `/${segment}`;
    paths.add(prefix);
    paths.add(`${prefix}/`);
  }
  return [...paths];
}

/**
 * The `document.cookie` assignments that delete a cookie of that name in every variant the portal can reach: a
 * cookie is only removed by a deletion with its own Domain and Path, and `document.cookie` shows neither, so every
 * combination of host-only or each (parent) domain with '/' or a prefix of the current path is expired.
 */
export function cookieDeletions(name: string, location: CookieLocation): string[] {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const expired = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  const domains = ['', ...cookieDomains(location.hostname).map((domain) => `; Domain=${domain}`)];
  return cookiePaths(location.pathname).flatMap((path) =>
    domains.map((domain) => `${expired}; Path=${path}${domain}${secure}; SameSite=Strict`),
  );
}

/** A short, non-reversible mark of a token (FNV-1a), so the token itself is not kept after logout. */
export function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
