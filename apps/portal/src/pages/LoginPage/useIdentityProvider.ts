import { ApiRequestError } from '@portal/api';
import { useEffect, useState } from 'react';
import { apiClient } from '../../api/client';
import { signIn } from '../../state/session';
import {
  authorizeUrl,
  DEFAULT_AUTHORIZE_URL,
  IDENTITY_PROVIDER_KEY,
  identityProviderMessage,
  parseIdentityProviderFlags,
  pkceChallenge,
  randomToken,
  readIdentityProviderResult,
  SERVER_PROBLEM_MESSAGE,
  stateMatches,
} from './identityProvider';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): FlagStorage => window.sessionStorage;

/**
 * Leaves for the identity provider: a fresh `state` and PKCE verifier are kept in session storage (portal-core §4
 * identity-provider flags) and the browser goes to the authorize URL with the state and the S256 challenge.
 */
export async function startProviderSignIn(
  go: (url: string) => void = (url) => window.location.assign(url),
  storage: FlagStorage = browserStorage(),
): Promise<void> {
  const flags = { state: randomToken(), codeVerifier: randomToken() };
  storage.setItem(IDENTITY_PROVIDER_KEY, JSON.stringify(flags));
  const codeChallenge = await pkceChallenge(flags.codeVerifier);
  go(
    authorizeUrl(import.meta.env.VITE_IDP_AUTHORIZE_URL ?? DEFAULT_AUTHORIZE_URL, window.location.origin, {
      state: flags.state,
      codeChallenge,
      clientId: import.meta.env.VITE_IDP_CLIENT_ID,
    }),
  );
}

/**
 * Completes the identity provider's sign-in from its redirect: the returned `state` must be the one kept when the
 * sign-in started (a missing or different one is refused), then the code is exchanged with the PKCE verifier; an
 * error is explained. The provider's answer is taken out of the address once used.
 */
export function useIdentityProvider(search: string, clearSearch: () => void, storage: FlagStorage = browserStorage()) {
  const [result] = useState(() => {
    const answer = readIdentityProviderResult(search);
    if (answer?.kind !== 'code') return answer;
    const kept = parseIdentityProviderFlags(storage.getItem(IDENTITY_PROVIDER_KEY));
    if (kept === null || !stateMatches(kept, answer.state)) {
      return { kind: 'error', message: SERVER_PROBLEM_MESSAGE } as const;
    }
    return { ...answer, codeVerifier: kept.codeVerifier };
  });
  const [failure, setFailure] = useState<string | null>(result?.kind === 'error' ? result.message : null);
  const [exchanging, setExchanging] = useState(result?.kind === 'code');

  useEffect(() => {
    if (result === null) return;
    // One use: the flags and the answer in the address are forgotten whatever the outcome.
    storage.removeItem(IDENTITY_PROVIDER_KEY);
    if (result.kind !== 'code') {
      clearSearch();
      return;
    }
    apiClient
      .authenticate({ body: { code: result.code, state: result.state, code_verifier: result.codeVerifier } })
      .then((reply) => {
        clearSearch();
        signIn(reply);
      })
      .catch((error: unknown) => {
        clearSearch();
        setFailure(identityProviderMessage(error instanceof ApiRequestError ? error.message : ''));
        setExchanging(false);
      });
  }, [result, clearSearch, storage]);

  const retry = () => {
    clearSearch();
    setFailure(null);
  };
  return { failure, exchanging, retry };
}
