import { ApiRequestError, basicCredentials, loginError } from '@portal/api';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button, ErrorPanel, Panel, Spinner } from '@portal/ui';
import { useSnapshot } from 'valtio';
import { apiClient } from '../../api/client';
import { session, signIn } from '../../state/session';
import { useIdentityProvider } from './useIdentityProvider';
import { ErrorText, Field, Form, Input, Label, Notice, Page } from './LoginPage.styles';

export const EMAIL_REQUIRED_MESSAGE = 'Enter your email address';

export interface LoginPageProps {
  /** The query string the identity provider came back with (the page's own by default). */
  search?: string;
  /** Forgets the identity provider's answer once used; clears the address bar's query by default. */
  clearSearch?: () => void;
}

const clearAddressBar = () => window.history.replaceState(null, '', '/');

/** Sign-in (portal-core §2): the identity provider's way back, and the legacy email form. */
export function LoginPage({ search = window.location.search, clearSearch = clearAddressBar }: LoginPageProps) {
  const { authMessage } = useSnapshot(session);
  const identityProvider = useIdentityProvider(search, clearSearch);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const emailInput = useRef<HTMLInputElement>(null);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '') {
      setError(EMAIL_REQUIRED_MESSAGE);
      emailInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      signIn(await apiClient.login({ headers: basicCredentials(email.trim(), password) }));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? loginError(failure).message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  if (identityProvider.exchanging) {
    return (
      <Page>
        <Spinner label="Signing you in..." showLabel />
      </Page>
    );
  }

  if (identityProvider.failure !== null) {
    return (
      <Page>
        <Panel title="Log in to the Portal" headingLevel={1}>
          <ErrorPanel
            message={identityProvider.failure}
            onRetry={identityProvider.retry}
            retryLabel="Try Log in Again"
          />
        </Panel>
      </Page>
    );
  }

  return (
    <Page>
      <Panel title="Log in to the Portal" headingLevel={1}>
        {authMessage && (
          <Notice $colour={authMessage.colour} role="status">
            {authMessage.message}
          </Notice>
        )}
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <Field>
            <Label htmlFor={emailId}>Email</Label>
            <Input
              ref={emailInput}
              id={emailId}
              type="email"
              autoComplete="username"
              value={email}
              aria-invalid={error === EMAIL_REQUIRED_MESSAGE}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field>
            <Label htmlFor={passwordId}>Password</Label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          {error && (
            <ErrorText id={errorId} role="alert">
              {error}
            </ErrorText>
          )}
          <Button type="submit" variant="primary" loading={busy}>
            {busy ? 'Logging in...' : 'Log in'}
          </Button>
        </Form>
      </Panel>
    </Page>
  );
}
