import { describe, expect, it } from 'vitest';
import { isCredentialSubmitError, submitErrorIntent } from './submitError';

describe('submit errors', () => {
  it('recognises { message, status } and nothing else', () => {
    expect(isCredentialSubmitError({ message: 'Bad', status: 400 })).toBe(true);
    expect(isCredentialSubmitError({ message: 'Offline', status: null })).toBe(true);
    expect(isCredentialSubmitError('Bad')).toBe(false);
    expect(isCredentialSubmitError(null)).toBe(false);
    expect(isCredentialSubmitError({ message: 3, status: 400 })).toBe(false);
    expect(isCredentialSubmitError({ message: 'Bad', status: '400' })).toBe(false);
  });

  it('warns for a bad request, danger for every other status', () => {
    expect(submitErrorIntent({ message: 'x', status: 400 })).toBe('warning');
    for (const status of [null, 401, 403, 404, 409, 413, 500, 502, 503, 504])
      expect(submitErrorIntent({ message: 'x', status })).toBe('danger');
  });
});
