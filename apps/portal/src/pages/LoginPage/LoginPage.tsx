import { ApiRequestError, basicCredentials, loginError } from '@portal/api';
import { Button, ErrorPanel, Form, FORM_ERROR, Panel, Spinner, TextField, type FormSubmitResult } from '@portal/ui';
import { useSnapshot } from 'valtio';
import { apiClient } from '../../api/client';
import { session, signIn } from '../../state/session';
import { useIdentityProvider } from './useIdentityProvider';
import { Notice, Page } from './LoginPage.styles';

export const EMAIL_REQUIRED_MESSAGE = 'Enter your email address';

export interface LoginPageProps {
  /** The query string the identity provider came back with (the page's own by default). */
  search?: string;
  /** Forgets the identity provider's answer once used; clears the address bar's query by default. */
  clearSearch?: () => void;
}

const clearAddressBar = () => window.history.replaceState(null, '', '/');

interface Credentials {
  email?: string;
  password?: string;
}

/** Signs in with the legacy form; a refusal shows above the fields (portal-core §8 sign-in messages). */
async function submitCredentials({ email = '', password = '' }: Credentials): Promise<FormSubmitResult> {
  try {
    signIn(await apiClient.login({ headers: basicCredentials(email.trim(), password) }));
    return undefined;
  } catch (failure) {
    return { [FORM_ERROR]: failure instanceof ApiRequestError ? loginError(failure).message : String(failure) };
  }
}

/** Sign-in (portal-core §2): the identity provider's way back, and the legacy email form. */
export function LoginPage({ search = window.location.search, clearSearch = clearAddressBar }: LoginPageProps) {
  const { authMessage } = useSnapshot(session);
  const identityProvider = useIdentityProvider(search, clearSearch);

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
        <Form<Credentials> onSubmit={submitCredentials}>
          {({ submitting }) => (
            <>
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="username"
                required
                requiredMessage={EMAIL_REQUIRED_MESSAGE}
              />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" />
              <Button type="submit" variant="primary" loading={submitting}>
                {submitting ? 'Logging in...' : 'Log in'}
              </Button>
            </>
          )}
        </Form>
      </Panel>
    </Page>
  );
}
