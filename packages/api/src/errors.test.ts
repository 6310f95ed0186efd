import { describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  errorForReply,
  LOGIN_FAILED_MESSAGE,
  loginError,
  NON_JSON_ERROR_MESSAGE,
  RECONNECT_FAILED_MESSAGE,
  serverTextOf,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  UPLOAD_ERROR_MESSAGE,
  UPLOAD_SERVER_ERROR_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  uploadErrorMessage,
  userInfoError,
} from './errors';

describe('the error catalogue (portal-core §8)', () => {
  it.each([
    [504, { detail: 'x' }, true, TIMEOUT_ERROR_MESSAGE],
    [502, undefined, false, NON_JSON_ERROR_MESSAGE],
    [400, { detail: 'Bad filter' }, true, 'Bad filter'],
    [404, { error: 'Missing' }, true, 'Missing'],
    [500, { message: 'Boom' }, true, 'Boom'],
    [500, {}, true, UNKNOWN_ERROR_MESSAGE],
    [500, { detail: '   ' }, true, UNKNOWN_ERROR_MESSAGE],
  ])('status %s with %o (JSON %s) → %s', (status, body, isJson, message) => {
    expect(errorForReply(status, body, isJson)).toEqual({ status, message, colour: 'danger' });
  });

  it.each([
    [401, 'Invalid email or password.', 'Invalid email or password.', 'danger'],
    [403, 'Your account has been disabled.', 'Your account has been disabled.', 'danger'],
    [503, 'Service temporarily unavailable.', 'Service temporarily unavailable.', 'warning'],
    [500, 'Internal server error.', LOGIN_FAILED_MESSAGE, 'danger'],
    [0, 'Network connectivity error', LOGIN_FAILED_MESSAGE, 'danger'],
  ])('login reply %s', (status, serverMessage, message, colour) => {
    expect(loginError({ status, message: serverMessage, colour: 'danger' })).toEqual({ status, message, colour });
  });

  it('keeps the message of an ApiRequestError, whose message is not enumerable', () => {
    const failure = new ApiRequestError({ status: 401, message: 'Invalid email or password.', colour: 'danger' });
    expect(loginError(failure)).toEqual({ status: 401, message: 'Invalid email or password.', colour: 'danger' });
    expect(userInfoError(new ApiRequestError({ status: 503, message: 'Down', colour: 'danger' }))).toEqual({
      status: 503,
      message: 'Down',
      colour: 'danger',
    });
  });

  it('user-info failure keeps a message with a status, otherwise asks to log in again', () => {
    expect(userInfoError({ status: 503, message: 'Down for maintenance', colour: 'danger' })).toMatchObject({
      message: 'Down for maintenance',
    });
    expect(userInfoError(undefined)).toEqual({ message: RECONNECT_FAILED_MESSAGE, status: 0, colour: 'danger' });
    expect(userInfoError({ status: 0, message: 'x', colour: 'danger' }).message).toBe(RECONNECT_FAILED_MESSAGE);
  });

  it.each([
    [400, undefined, UPLOAD_ERROR_MESSAGE],
    [413, undefined, UPLOAD_TOO_LARGE_MESSAGE],
    [500, undefined, UPLOAD_SERVER_ERROR_MESSAGE],
    [503, '', UPLOAD_SERVER_ERROR_MESSAGE],
    [413, 'Virus detected in file.', 'Virus detected in file.'],
  ])('upload failure %s (%s) → %s', (status, serverText, message) => {
    expect(uploadErrorMessage(status, serverText)).toBe(message);
  });
});

describe('the server text that overrides an upload message (portal-core §8)', () => {
  it('is the error or message field of the reply, never detail', () => {
    expect(serverTextOf({ error: 'No .exe files.' })).toBe('No .exe files.');
    expect(serverTextOf({ message: 'Quota reached.', detail: 'x' })).toBe('Quota reached.');
    expect(serverTextOf({ detail: 'Internal server error.' })).toBeUndefined();
    expect(serverTextOf({ error: '  ' })).toBeUndefined();
    expect(serverTextOf('text')).toBeUndefined();
    expect(new ApiRequestError({ message: 'm', status: 415, colour: 'danger' }, 'No .exe files.').serverText).toBe(
      'No .exe files.',
    );
  });
});
