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

/** Where the provider sign-in starts: configurable for the build; the demo server plays the provider here. */
export const DEFAULT_AUTHORIZE_URL = '/idp/authorize';

/** The session-storage key of the identity-provider flags (portal-core §4), beside the keys of state/session. */
export const IDENTITY_PROVIDER_KEY = 'portal.identityProvider';

/** What the portal keeps in session storage between leaving for the provider and coming back (portal-core §4). */
export interface IdentityProviderFlags {
  state: string;
  codeVerifier: string;
}

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unguessable value for `state` or a PKCE code verifier (43 characters of base64url, 256 bits). */
export function randomToken(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return base64Url(random(new Uint8Array(32)));
}

/** The PKCE S256 challenge of a verifier: base64url(SHA-256(verifier)) (RFC 7636). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export function parseIdentityProviderFlags(raw: string | null): IdentityProviderFlags | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { state, codeVerifier } = value as Record<string, unknown>;
    if (typeof state !== 'string' || state === '' || typeof codeVerifier !== 'string') return null;
    return { state, codeVerifier };
  } catch {
    return null;
  }
}

/** The returned `state` must be the one the portal sent: a missing or different one is refused. */
export function stateMatches(kept: IdentityProviderFlags | null, returned: string): boolean {
  return kept !== null && returned !== '' && kept.state === returned;
}

/** The authorize URL with the sign-in request: code flow, the way back, state and the PKCE challenge. */
export function authorizeUrl(
  authorize: string,
  origin: string,
  request: { state: string; codeChallenge: string; clientId?: string },
): string {
  const url = new URL(authorize, origin);
  url.searchParams.set('response_type', 'code');
  if (request.clientId) url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', new URL('/login', origin).href);
  url.searchParams.set('state', request.state);
  url.searchParams.set('code_challenge', request.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** The query string without the provider's answer (`code`, `state`, `error`, `error_description`), other parameters kept. */
export function stripProviderAnswer(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of ['code', 'state', 'error', 'error_description']) query.delete(name);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}
