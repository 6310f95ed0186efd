import { describe, expect, it } from 'vitest';
import {
  ACCESS_DENIED_MESSAGE,
  LOOKUP_FAILED_MESSAGE,
  readIdentityProviderResult,
  SERVER_PROBLEM_MESSAGE,
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
