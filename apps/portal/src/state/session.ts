import type { ErrorColour, RequestSession, SessionCustomer, User } from '@portal/api';
import { SESSION_EXPIRED_MESSAGE } from '@portal/api';
import { proxy } from 'valtio';
import { IMPERSONATE_PARAM, readCookie, SESSION_KEYS, TOKEN_COOKIES } from './sessionStorageKeys';

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

/**
 * Start-up: token cookies move into session storage and are cleared; the stored session and any impersonation
 * request in the URL are read.
 */
export function startSession(
  location: Pick<Location, 'search'> = window.location,
  doc: Pick<Document, 'cookie'> = document,
): void {
  for (const [kind, cookie] of Object.entries(TOKEN_COOKIES)) {
    const value = readCookie(doc.cookie, cookie);
    if (value === null) continue;
    store(kind === 'primary' ? SESSION_KEYS.primaryToken : SESSION_KEYS.secondaryToken, value);
    doc.cookie = `${cookie}=; Max-Age=0; path=/; SameSite=Strict`;
  }
  const impersonate = new URLSearchParams(location.search).get(IMPERSONATE_PARAM);
  if (impersonate) store(SESSION_KEYS.impersonate, impersonate);

  session.primaryToken = storage()?.getItem(SESSION_KEYS.primaryToken) ?? null;
  session.secondaryToken = storage()?.getItem(SESSION_KEYS.secondaryToken) ?? null;
  session.authMessage = parseAuthMessage(storage()?.getItem(SESSION_KEYS.authMessage) ?? null);
  session.impersonate = storage()?.getItem(SESSION_KEYS.impersonate) ?? null;
}

export function signIn(reply: { user: User; primary_token: string; secondary_token: string }): void {
  resetTenantState();
  session.primaryToken = reply.primary_token;
  session.secondaryToken = reply.secondary_token;
  store(SESSION_KEYS.primaryToken, reply.primary_token);
  store(SESSION_KEYS.secondaryToken, reply.secondary_token);
  store(SESSION_KEYS.authMessage, null);
  session.authMessage = null;
  setUser(reply.user);
}

/** The user is known (sign-in or user info): their customer becomes the session's customer. */
export function setUser(user: User): void {
  session.user = user;
  changeCustomer(
    user.customer ? { id: user.customer.id, name: user.customer.name, riskID: user.customer.riskID } : null,
  );
}

/** Switching: the customer is cleared first (tenant data forgotten, requests aborted), then set from the reply. */
export function clearCustomer(): void {
  resetTenantState();
  session.customer = null;
}

export function setCustomer(customer: SessionCustomer): void {
  changeCustomer(customer);
}

export function logout(message = LOGGED_OUT_MESSAGE, colour: ErrorColour = 'success'): void {
  resetTenantState();
  const keep = { impersonate: null, browserAlertClosed: session.browserAlertClosed, generation: session.generation };
  Object.assign(session, emptySession(), keep, { authMessage: { message, colour } });
  store(SESSION_KEYS.primaryToken, null);
  store(SESSION_KEYS.secondaryToken, null);
  store(SESSION_KEYS.impersonate, null);
  store(SESSION_KEYS.authMessage, JSON.stringify({ message, colour }));
}

/** A 401 from any call. */
export function expireSession(): void {
  logout(SESSION_EXPIRED_MESSAGE, 'warning');
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
