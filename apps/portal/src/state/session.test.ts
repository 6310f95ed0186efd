// @vitest-environment happy-dom
import type { User } from '@portal/api';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeBrowserAlert,
  expireSession,
  logout,
  requestSession,
  resetSession,
  session,
  setUser,
  signIn,
  startSession,
  takeImpersonation,
} from './session';
import { SESSION_KEYS, TOKEN_COOKIES } from './sessionStorageKeys';
import { cookieDeletions } from './tokenCookies';
import { testCustomer, testUser } from '../testing/testUser';

const user = (customerId = 'c-1'): User =>
  testUser({
    name: 'Dana Reyes',
    email: 'dana@example.com',
    customer: testCustomer({ id: customerId, name: `Customer ${customerId}` }),
  });

class CookieJar {
  private values = new Map<string, string>();
  get cookie(): string {
    return [...this.values].map(([key, value]) => `${key}=${value}`).join('; ');
  }
  set cookie(text: string) {
    const [pair = ''] = text.split(';');
    const [key = '', value = ''] = pair.split('=');
    if (/Max-Age=0/.test(text)) this.values.delete(key.trim());
    else this.values.set(key.trim(), value);
  }
}

/** The demo host's origin in unit tests (VITE_API_ORIGIN); the logout call is answered, or failed, per test. */
const server = setupServer();
const logoutCalls: (string | null)[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers(
    http.post('*/api/v1/logout', ({ request }) => {
      logoutCalls.push(request.headers.get('Authorization'));
      return HttpResponse.json({});
    }),
  );
  logoutCalls.length = 0;
  sessionStorage.clear();
  resetSession();
});

const root = { hostname: 'localhost', pathname: '/', protocol: 'http:', search: '', hash: '' };

describe('start-up', () => {
  it('moves token cookies into session storage and clears them', () => {
    const jar = new CookieJar();
    jar.cookie = `${TOKEN_COOKIES.primary}=p-123; path=/`;
    jar.cookie = `${TOKEN_COOKIES.secondary}=s-456; path=/`;
    startSession(root, jar);
    expect(sessionStorage.getItem(SESSION_KEYS.primaryToken)).toBe('p-123');
    expect(sessionStorage.getItem(SESSION_KEYS.secondaryToken)).toBe('s-456');
    expect(jar.cookie).toBe('');
    expect(session).toMatchObject({ primaryToken: 'p-123', secondaryToken: 's-456' });
  });

  it('stores an impersonation request (a lowercase customer UUID) until it is taken once', () => {
    const id = '6f1c2a3e-8d4b-4c7a-9e2f-1a2b3c4d5e6f';
    startSession({ ...root, search: `?impersonate=${id}` }, new CookieJar(), history);
    expect(sessionStorage.getItem(SESSION_KEYS.impersonate)).toBe(id);
    expect(session.impersonate).toBe(id);
    expect(takeImpersonation()).toBe(id);
    expect(takeImpersonation()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.impersonate)).toBeNull();
  });

  it.each([
    ['not a UUID', 'c-9'],
    ['an uppercase UUID', '6F1C2A3E-8D4B-4C7A-9E2F-1A2B3C4D5E6F'],
    ['a UUID with more around it', 'x6f1c2a3e-8d4b-4c7a-9e2f-1a2b3c4d5e6f'],
    ['an empty value', ''],
  ])('ignores an impersonation request with %s', (_, value) => {
    startSession({ ...root, search: `?impersonate=${encodeURIComponent(value)}` }, new CookieJar(), history);
    expect(session.impersonate).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.impersonate)).toBeNull();
  });

  it('removes the impersonate parameter from the address, keeping the rest of it', () => {
    const replaceState = vi.fn();
    const id = '85d182ec-9a09-4cb7-a174-4a9f527bc648';
    const location = { ...root, pathname: '/dashboard', search: `?tab=2&impersonate=${id}&x=y`, hash: '#top' };
    startSession(location, new CookieJar(), { state: { idx: 0 }, replaceState });
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/dashboard?tab=2&x=y#top');
    replaceState.mockClear();
    startSession({ ...location, search: '?impersonate=NOT-VALID' }, new CookieJar(), { state: null, replaceState });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/dashboard#top');
    replaceState.mockClear();
    startSession({ ...location, search: '?tab=2' }, new CookieJar(), { state: null, replaceState });
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('restores the stored auth message after a reload', () => {
    logout();
    resetSession();
    startSession(root, new CookieJar());
    expect(session.authMessage).toEqual({ message: 'Successfully logged out.', colour: 'success' });
  });
});

describe('token cookies', () => {
  const setURL = (url: string) =>
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
  const here = () => {
    const { hostname, pathname, protocol } = window.location;
    return { hostname, pathname, protocol, search: '', hash: '' };
  };
  beforeEach(() => {
    setURL('https://app.portal.example.com/dashboard/sensors');
    for (const name of [...Object.values(TOKEN_COOKIES), 'unrelated']) {
      for (const deletion of cookieDeletions(name, here())) document.cookie = deletion;
    }
  });

  it('deletes every Domain and Path variant the portal can reach', () => {
    document.cookie = `${TOKEN_COOKIES.primary}=p-root; Path=/; Secure`;
    document.cookie = `${TOKEN_COOKIES.primary}=p-path; Path=/dashboard; Secure`;
    document.cookie = `${TOKEN_COOKIES.primary}=p-host; Domain=app.portal.example.com; Path=/dashboard/sensors; Secure`;
    document.cookie = `${TOKEN_COOKIES.secondary}=s-parent; Domain=portal.example.com; Path=/; Secure`;
    document.cookie = `${TOKEN_COOKIES.secondary}=s-top; Domain=example.com; Path=/dashboard/; Secure`;
    document.cookie = 'unrelated=kept; Path=/';
    startSession(here(), document);
    expect(document.cookie).toBe('unrelated=kept');
    expect(session.primaryToken).not.toBeNull();
  });

  it('lists the variants: host-only and each parent domain, with / and each prefix of the path', () => {
    const deletions = cookieDeletions('t', { hostname: 'a.b.example.com', pathname: '/x/y', protocol: 'https:' });
    const variants = deletions.map((text) => /Path=([^;]*)(; Domain=([^;]*))?/.exec(text)?.slice(1, 4).join(' '));
    for (const path of ['/', '/x', '/x/', '/x/y', '/x/y/']) {
      for (const domain of [undefined, 'a.b.example.com', 'b.example.com', 'example.com']) {
        expect(variants).toContain([path, domain && `; Domain=${domain}`, domain].join(' '));
      }
    }
    expect(deletions.every((text) => text.includes('Secure') && text.includes('Max-Age=0'))).toBe(true);
    expect(deletions.some((text) => text.includes('Domain=com'))).toBe(false);
    expect(cookieDeletions('t', { hostname: 'localhost', pathname: '/', protocol: 'http:' })).toEqual([
      't=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Strict',
    ]);
  });

  it('does not import a token cookie again once the user has logged out of it', () => {
    const jar = new CookieJar();
    jar.cookie = `${TOKEN_COOKIES.primary}=p-old; path=/`;
    jar.cookie = `${TOKEN_COOKIES.secondary}=s-old; path=/`;
    startSession(root, jar);
    expect(session.primaryToken).toBe('p-old');
    logout();
    // The cookie came back (a variant the start-up could not delete): the reload stays signed out.
    jar.cookie = `${TOKEN_COOKIES.primary}=p-old; path=/`;
    jar.cookie = `${TOKEN_COOKIES.secondary}=s-old; path=/`;
    resetSession();
    startSession(root, jar);
    expect(session).toMatchObject({ primaryToken: null, secondaryToken: null });
    expect(jar.cookie).toBe('');
    // A new sign-in's cookie is imported.
    jar.cookie = `${TOKEN_COOKIES.primary}=p-new; path=/`;
    startSession(root, jar);
    expect(session.primaryToken).toBe('p-new');
  });

  it('clears a malformed cookie and starts signed out instead of throwing', () => {
    document.cookie = `${TOKEN_COOKIES.primary}=%E0%A4%A; Path=/; Secure`;
    document.cookie = `${TOKEN_COOKIES.secondary}=%E0%A4%A; Path=/; Secure`;
    expect(() => startSession(here(), document)).not.toThrow();
    expect(session).toMatchObject({ primaryToken: null, secondaryToken: null });
    expect(document.cookie).toBe('');
  });
});

describe('sign-in and logout', () => {
  it('ends the server session with the old tokens, then clears the local session at once', async () => {
    signIn({ user: user(), primary_token: 'p-live', secondary_token: 's-live' });
    logout();
    expect(session.primaryToken).toBeNull();
    await vi.waitFor(() => expect(logoutCalls).toEqual(['Bearer p-live']));
  });

  it('ignores a failed logout call: the user is signed out all the same', async () => {
    server.use(
      http.post('*/api/v1/logout', ({ request }) => {
        logoutCalls.push(request.headers.get('Authorization'));
        return HttpResponse.json({ detail: 'down' }, { status: 500 });
      }),
    );
    signIn({ user: user(), primary_token: 'p', secondary_token: 's' });
    logout();
    await vi.waitFor(() => expect(logoutCalls).toHaveLength(1));
    expect(session.authMessage).toEqual({ message: 'Successfully logged out.', colour: 'success' });
    expect(session.primaryToken).toBeNull();
  });

  it('makes no logout call when signed out or when the session expired (the token is already refused)', async () => {
    logout();
    signIn({ user: user(), primary_token: 'p', secondary_token: 's' });
    expireSession();
    // A later logout call would be recorded before this one's reply: order the check behind a call that is made.
    signIn({ user: user(), primary_token: 'p-2', secondary_token: 's-2' });
    logout();
    await vi.waitFor(() => expect(logoutCalls).toEqual(['Bearer p-2']));
  });

  it('keeps the tokens and the customer of the user', () => {
    signIn({ user: user('c-1'), primary_token: 'p', secondary_token: 's' });
    expect(session.customer).toEqual({ id: 'c-1', name: 'Customer c-1', riskID: null });
    expect(requestSession.primaryToken()).toBe('p');
    expect(requestSession.secondaryToken()).toBe('s');
    expect(requestSession.customerId()).toBe('c-1');
  });

  it('logs out: tokens cleared, message stored, requests aborted, tenant state reset', () => {
    signIn({ user: user(), primary_token: 'p', secondary_token: 's' });
    const signal = requestSession.signal();
    const generation = session.generation;
    logout();
    expect(signal.aborted).toBe(true);
    expect(session.generation).toBe(generation + 1);
    expect(session).toMatchObject({ user: null, primaryToken: null, customer: null });
    expect(session.authMessage).toEqual({ message: 'Successfully logged out.', colour: 'success' });
    expect(sessionStorage.getItem(SESSION_KEYS.primaryToken)).toBeNull();
  });

  it('expires the session with a warning', () => {
    signIn({ user: user(), primary_token: 'p', secondary_token: 's' });
    expireSession();
    expect(session.authMessage).toEqual({ message: 'Session expired. Please log in again.', colour: 'warning' });
  });

  it('resets tenant state when the customer changes, not when the same user reloads', () => {
    signIn({ user: user('c-1'), primary_token: 'p', secondary_token: 's' });
    const signal = requestSession.signal();
    setUser(user('c-1'));
    expect(signal.aborted).toBe(false);
    setUser(user('c-2'));
    expect(signal.aborted).toBe(true);
  });

  it('closes the browser alert once and keeps it closed across logout', () => {
    closeBrowserAlert();
    logout();
    expect(session.browserAlertClosed).toBe(true);
  });
});
