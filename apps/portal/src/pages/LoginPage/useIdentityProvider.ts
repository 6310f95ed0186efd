import { ApiRequestError } from '@portal/api';
import { useEffect, useState } from 'react';
import { apiClient } from '../../api/client';
import { signIn } from '../../state/session';
import { identityProviderMessage, readIdentityProviderResult } from './identityProvider';

/** Completes the identity provider's sign-in from its redirect: a code is exchanged, an error is explained. */
export function useIdentityProvider(search: string, clearSearch: () => void) {
  const [result] = useState(() => readIdentityProviderResult(search));
  const [failure, setFailure] = useState<string | null>(result?.kind === 'error' ? result.message : null);
  const [exchanging, setExchanging] = useState(result?.kind === 'code');

  useEffect(() => {
    if (result?.kind !== 'code') return;
    apiClient
      .authenticate({ body: { code: result.code, state: result.state } })
      .then((reply) => {
        clearSearch();
        signIn(reply);
      })
      .catch((error: unknown) => {
        setFailure(identityProviderMessage(error instanceof ApiRequestError ? error.message : ''));
        setExchanging(false);
      });
  }, [result, clearSearch]);

  const retry = () => {
    clearSearch();
    setFailure(null);
  };
  return { failure, exchanging, retry };
}
