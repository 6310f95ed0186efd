/** The session-storage keys the portal reads back (portal-core §4): tokens, the sign-in message, impersonation. */
export const SESSION_KEYS = {
  primaryToken: 'portal.primaryToken',
  secondaryToken: 'portal.secondaryToken',
  authMessage: 'portal.authMessage',
  impersonate: 'portal.impersonate',
  /** A fingerprint of the token the user logged out of: a token cookie left behind is not imported again. */
  loggedOut: 'portal.loggedOut',
} as const;

export { TOKEN_COOKIES } from '@portal/api';

/** The query parameter that asks to impersonate a customer (by id). */
export const IMPERSONATE_PARAM = 'impersonate';
