import type { User } from '@portal/api';
import { beforeEach, describe, expect, it } from 'vitest';
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

beforeEach(() => {
  sessionStorage.clear();
  resetSession();
});

describe('start-up', () => {
  it('moves token cookies into session storage and clears them', () => {
    const jar = new CookieJar();
    jar.cookie = `${TOKEN_COOKIES.primary}=p-123; path=/`;
    jar.cookie = `${TOKEN_COOKIES.secondary}=s-456; path=/`;
    startSession({ search: '' }, jar);
    expect(sessionStorage.getItem(SESSION_KEYS.primaryToken)).toBe('p-123');
    expect(sessionStorage.getItem(SESSION_KEYS.secondaryToken)).toBe('s-456');
    expect(jar.cookie).toBe('');
    expect(session).toMatchObject({ primaryToken: 'p-123', secondaryToken: 's-456' });
  });

  it('stores an impersonation request from the query string until it is taken once', () => {
    startSession({ search: '?impersonate=c-9' }, new CookieJar());
    expect(sessionStorage.getItem(SESSION_KEYS.impersonate)).toBe('c-9');
    expect(takeImpersonation()).toBe('c-9');
    expect(takeImpersonation()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.impersonate)).toBeNull();
  });

  it('restores the stored auth message after a reload', () => {
    logout();
    resetSession();
    startSession({ search: '' }, new CookieJar());
    expect(session.authMessage).toEqual({ message: 'Successfully logged out.', colour: 'success' });
  });
});

describe('sign-in and logout', () => {
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
