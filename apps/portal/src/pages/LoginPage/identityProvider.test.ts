import { describe, expect, it } from 'vitest';
import {
  ACCESS_DENIED_MESSAGE,
  authorizeUrl,
  LOOKUP_FAILED_MESSAGE,
  parseIdentityProviderFlags,
  pkceChallenge,
  randomToken,
  readIdentityProviderResult,
  SERVER_PROBLEM_MESSAGE,
  stateMatches,
  stripProviderAnswer,
} from './identityProvider';

describe('identity-provider results', () => {
  it.each([
    ['?error=access_denied', { kind: 'error', message: ACCESS_DENIED_MESSAGE }],
    ['?error=lookup_failed', { kind: 'error', message: LOOKUP_FAILED_MESSAGE }],
    ['?error=server_error&error_description=boom', { kind: 'error', message: SERVER_PROBLEM_MESSAGE }],
    ['?code=abc&state=xyz', { kind: 'code', code: 'abc', state: 'xyz' }],
    ['?code=abc', { kind: 'code', code: 'abc', state: '' }],
    ['?code=', null],
    ['', null],
  ])('%s', (search, expected) => {
    expect(readIdentityProviderResult(search)).toEqual(expected);
  });
});

describe('state and PKCE', () => {
  it('makes a fresh 256-bit base64url token each time', () => {
    const first = randomToken();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(first);
    expect(randomToken((bytes) => bytes.fill(255))).toBe('_'.repeat(42) + '8');
  });

  it('derives the S256 challenge of RFC 7636 (appendix B)', async () => {
    await expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('accepts only the state it kept: a different, missing or never-kept one is refused', () => {
    const kept = { state: 'abc', codeVerifier: 'v' };
    expect(stateMatches(kept, 'abc')).toBe(true);
    expect(stateMatches(kept, 'abd')).toBe(false);
    expect(stateMatches(kept, '')).toBe(false);
    expect(stateMatches(null, 'abc')).toBe(false);
  });

  it('reads back only well-formed flags', () => {
    expect(parseIdentityProviderFlags('{"state":"s","codeVerifier":"v"}')).toEqual({ state: 's', codeVerifier: 'v' });
    expect(parseIdentityProviderFlags(null)).toBeNull();
    expect(parseIdentityProviderFlags('not json')).toBeNull();
    expect(parseIdentityProviderFlags('{"state":"","codeVerifier":"v"}')).toBeNull();
    expect(parseIdentityProviderFlags('{"state":"s"}')).toBeNull();
  });

  it('builds the authorize request: code flow, the way back to /login, state and the S256 challenge', () => {
    const url = new URL(authorizeUrl('/idp/authorize', 'https://portal.example', { state: 's', codeChallenge: 'c' }));
    expect(url.origin + url.pathname).toBe('https://portal.example/idp/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      redirect_uri: 'https://portal.example/login',
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
    expect(
      authorizeUrl('https://idp.example/authorize', 'https://portal.example', { state: 's', codeChallenge: 'c' }),
    ).toMatch(/^https:\/\/idp\.example\/authorize\?/);
  });

  it.each([
    ['?code=abc&state=xyz', ''],
    ['?impersonate=c-1&code=abc&state=xyz', '?impersonate=c-1'],
    ['?error=access_denied&error_description=no', ''],
    ['', ''],
  ])('strips the provider answer from %s', (search, expected) => {
    expect(stripProviderAnswer(search)).toBe(expected);
  });
});
