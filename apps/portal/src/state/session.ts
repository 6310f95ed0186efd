import type { ErrorColour, RequestSession, SessionCustomer, User } from '@portal/api';
import { createApiClient, SESSION_EXPIRED_MESSAGE } from '@portal/api';
import { proxy } from 'valtio';
import { isCustomerId, withoutParam } from './impersonation';
import { IMPERSONATE_PARAM, SESSION_KEYS, TOKEN_COOKIES } from './sessionStorageKeys';
import { cookieDeletions, fingerprint, readCookie, type CookieLocation } from './tokenCookies';

export const LOGGED_OUT_MESSAGE = 'Successfully logged out.';

export interface AuthMessage {
  message: string;
  colour: ErrorColour;
}

export interface SessionState {
  user: User | null;
  primaryToken: string | null;
  secondaryToken: string | null;
  customer: SessionCustomer | null;
  /** Shown on the sign-in page after a logout (and kept across a reload in session storage). */
  authMessage: AuthMessage | null;
  /** A customer id to impersonate once the user is known. */
  impersonate: string | null;
  browserAlertClosed: boolean;
  /** Grows whenever the session or the customer changes: the app remounts its data layer with a fresh cache. */
  generation: number;
}

const emptySession = (): SessionState => ({
  user: null,
  primaryToken: null,
  secondaryToken: null,
  customer: null,
  authMessage: null,
  impersonate: null,
  browserAlertClosed: false,
  generation: 0,
});

export const session = proxy<SessionState>(emptySession());

/** Aborted on logout and customer switch, so every request of the old session or customer stops. */
let sessionController = new AbortController();

/** Requests of the old session or customer stop; the new generation remounts the data layer with an empty cache. */
function resetTenantState(): void {
  sessionController.abort();
  sessionController = new AbortController();
  session.generation += 1;
}

/** Moving from one customer to another (not from none to the first) forgets the previous customer's state. */
function changeCustomer(next: SessionCustomer | null): void {
  if (session.customer !== null && session.customer.id !== next?.id) resetTenantState();
  session.customer = next;
}

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

function store(key: string, value: string | null): void {
  if (value === null) storage()?.removeItem(key);
  else storage()?.setItem(key, value);
}

function parseAuthMessage(raw: string | null): AuthMessage | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'message' in value && 'colour' in value) {
      const { message, colour } = value;
      if (
        typeof message === 'string' &&
        (colour === 'danger' || colour === 'warning' || colour === 'info' || colour === 'success')
      ) {
        return { message, colour };
      }
    }
  } catch {
    return null;
  }
  return null;
}

/** Where the portal runs: the cookie variants to delete and the impersonation parameter to read. */
export type StartLocation = CookieLocation & Pick<Location, 'search' | 'hash'>;

/**
 * Start-up: token cookies move into session storage and every variant of them is deleted; a malformed cookie is
 * deleted and ignored, and a token the user logged out of is never imported again. An impersonation request in the
 * URL (a lowercase customer UUID) is stored and the parameter removed from the address bar.
 */
export function startSession(
  location: StartLocation = window.location,
  doc: Pick<Document, 'cookie'> = document,
  history: Pick<History, 'replaceState' | 'state'> | undefined = typeof window === 'undefined'
    ? undefined
    : window.history,
): void {
  const primary = readCookie(doc.cookie, TOKEN_COOKIES.primary);
  const secondary = readCookie(doc.cookie, TOKEN_COOKIES.secondary);
  for (const name of Object.values(TOKEN_COOKIES)) {
    if (readCookie(doc.cookie, name).present)
      for (const deletion of cookieDeletions(name, location)) doc.cookie = deletion;
  }
  const loggedOut = storage()?.getItem(SESSION_KEYS.loggedOut) ?? null;
  if (primary.value !== null && loggedOut !== fingerprint(primary.value)) {
    store(SESSION_KEYS.primaryToken, primary.value);
    if (secondary.value !== null) store(SESSION_KEYS.secondaryToken, secondary.value);
  }
  const params = new URLSearchParams(location.search);
  if (params.has(IMPERSONATE_PARAM)) {
    const impersonate = params.get(IMPERSONATE_PARAM) ?? '';
    if (isCustomerId(impersonate)) store(SESSION_KEYS.impersonate, impersonate);
    history?.replaceState(history.state, '', withoutParam(location, IMPERSONATE_PARAM));
  }

  session.primaryToken = storage()?.getItem(SESSION_KEYS.primaryToken) ?? null;
  session.secondaryToken = storage()?.getItem(SESSION_KEYS.secondaryToken) ?? null;
  session.authMessage = parseAuthMessage(storage()?.getItem(SESSION_KEYS.authMessage) ?? null);
  session.impersonate = storage()?.getItem(SESSION_KEYS.impersonate) ?? null;
}

export function signIn(reply: { user: User; primary_token: string; secondary_token: string }): void {
  resetTenantState();
  userGuard = null;
  session.primaryToken = reply.primary_token;
  session.secondaryToken = reply.secondary_token;
  store(SESSION_KEYS.primaryToken, reply.primary_token);
  store(SESSION_KEYS.secondaryToken, reply.secondary_token);
  store(SESSION_KEYS.authMessage, null);
  store(SESSION_KEYS.loggedOut, null);
  session.authMessage = null;
  setUser(reply.user);
}

/** The user is known (sign-in or user info): their customer becomes the session's customer. */
export function setUser(user: User): void {
  if (userGuard !== null && !userGuard(user)) return;
  session.user = user;
  changeCustomer(
    user.customer ? { id: user.customer.id, name: user.customer.name, riskID: user.customer.riskID } : null,
  );
}

/**
 * While a customer switch is under way (state/switching.ts), user info must not put the old customer back: the
 * guard drops a user-info reply it refuses. A sign-in or logout forgets it.
 */
let userGuard: ((user: User) => boolean) | null = null;

export function guardUserInfo(guard: ((user: User) => boolean) | null): void {
  userGuard = guard;
}

/** Switching: the customer is cleared first (tenant data forgotten, requests aborted), then set from the reply. */
export function clearCustomer(): void {
  resetTenantState();
  session.customer = null;
}

export function setCustomer(customer: SessionCustomer): void {
  changeCustomer(customer);
}

/**
 * Ends the session on the server with the tokens being dropped. It has its own client: no 401 handling (the token
 * may already be refused), and the abort of the session's requests on logout does not cancel it.
 */
function endServerSession(primary: string, secondary: string | null): Promise<unknown> {
  const client = createApiClient({
    baseUrl: import.meta.env.VITE_API_ORIGIN ?? '',
    session: {
      primaryToken: () => primary,
      secondaryToken: () => secondary,
      customerId: () => null,
      signal: () => new AbortController().signal,
      onUnauthorized: () => undefined,
    },
  });
  return client.logout();
}

/** Forgets the session locally: tokens, user, customer; the message is kept for the sign-in page. */
function clearSession(message: string, colour: ErrorColour): void {
  const ended = session.primaryToken;
  resetTenantState();
  const keep = { impersonate: null, browserAlertClosed: session.browserAlertClosed, generation: session.generation };
  Object.assign(session, emptySession(), keep, { authMessage: { message, colour } });
  store(SESSION_KEYS.primaryToken, null);
  store(SESSION_KEYS.secondaryToken, null);
  store(SESSION_KEYS.impersonate, null);
  store(SESSION_KEYS.authMessage, JSON.stringify({ message, colour }));
  // A token cookie left behind (one the start-up could not delete) is not imported again after a reload.
  if (ended !== null) store(SESSION_KEYS.loggedOut, fingerprint(ended));
}

/**
 * Logout: the logout call goes out with the current tokens first (its failure is ignored: the user is signed out
 * either way), then the session is cleared locally at once.
 */
export function logout(message = LOGGED_OUT_MESSAGE, colour: ErrorColour = 'success'): void {
  userGuard = null;
  if (session.primaryToken !== null) {
    endServerSession(session.primaryToken, session.secondaryToken).catch(() => undefined);
  }
  clearSession(message, colour);
}

/** A 401 from any call: the server has already refused the token, so no logout call. */
export function expireSession(): void {
  clearSession(SESSION_EXPIRED_MESSAGE, 'warning');
}

export function takeImpersonation(): string | null {
  const target = session.impersonate;
  session.impersonate = null;
  store(SESSION_KEYS.impersonate, null);
  return target;
}

export function closeBrowserAlert(): void {
  session.browserAlertClosed = true;
}

export function resetSession(): void {
  resetTenantState();
  Object.assign(session, emptySession(), { generation: session.generation });
}

/** The request layer's view of the session. */
export const requestSession: RequestSession = {
  primaryToken: () => session.primaryToken,
  secondaryToken: () => session.secondaryToken,
  customerId: () => session.customer?.id ?? null,
  signal: () => sessionController.signal,
  onUnauthorized: expireSession,
};
