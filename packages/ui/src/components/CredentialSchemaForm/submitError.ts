import type { CredentialSubmitError } from './types';

/** Whether a form-level submit error is the widget's own `{ message, status }` (a string shows as Form's banner). */
export function isCredentialSubmitError(value: unknown): value is CredentialSubmitError {
  if (typeof value !== 'object' || value === null) return false;
  const { message, status } = value as Record<string, unknown>;
  return typeof message === 'string' && (status === null || typeof status === 'number');
}

/** §8: a bad request (400) is a warning the user can fix; any other failure is danger. */
export function submitErrorIntent(error: CredentialSubmitError): 'warning' | 'danger' {
  return error.status === 400 ? 'warning' : 'danger';
}
