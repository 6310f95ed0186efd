/** The session-storage keys the portal reads back (portal-core §4): tokens, the sign-in message, impersonation. */
export const SESSION_KEYS = {
  primaryToken: 'portal.primaryToken',
  secondaryToken: 'portal.secondaryToken',
  authMessage: 'portal.authMessage',
  impersonate: 'portal.impersonate',
} as const;

export { TOKEN_COOKIES } from '@portal/api';

/** The query parameter that asks to impersonate a customer (by id). */
export const IMPERSONATE_PARAM = 'impersonate';

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}
