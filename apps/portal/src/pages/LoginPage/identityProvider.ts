/** The identity provider's answer on the way back to /login (portal-core §2, §8). */
export type IdentityProviderResult =
  { kind: 'code'; code: string; state: string } | { kind: 'error'; message: string } | null;

export const ACCESS_DENIED_MESSAGE = 'Failed to authenticate: Access denied. Please contact your CST.';
export const LOOKUP_FAILED_MESSAGE = 'Failed to authenticate: Service unavailable. Please try again later.';
export const SERVER_PROBLEM_MESSAGE =
  'Failed to authenticate: There is a problem with the portal server. Your provider has been notified. Please try again later.';

/** An error code of the identity provider (or of the portal server completing the sign-in) as the user reads it. */
export function identityProviderMessage(code: string): string {
  if (code === 'access_denied') return ACCESS_DENIED_MESSAGE;
  if (code === 'lookup_failed') return LOOKUP_FAILED_MESSAGE;
  return SERVER_PROBLEM_MESSAGE;
}

export function readIdentityProviderResult(search: string): IdentityProviderResult {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  if (error !== null) return { kind: 'error', message: identityProviderMessage(error) };
  const code = query.get('code');
  if (code !== null && code !== '') return { kind: 'code', code, state: query.get('state') ?? '' };
  return null;
}
