import { ApiRequestError, basicCredentials, loginError, type ErrorColour } from '@portal/api';
import { Banner, Button, ErrorPanel, Form, Panel, Spinner, TextField } from '@portal/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { apiClient } from '../../api/client';
// Straight from its module: the kit's index would bring the signed-in pages' kit (and the router) into sign-in.
import { UnsupportedBrowserBanner, type UnsupportedBrowserBannerProps } from '../../kit/UnsupportedBrowserBanner';
import { session, signIn } from '../../state/session';
import { stripProviderAnswer } from './identityProvider';
import { startProviderSignIn, useIdentityProvider } from './useIdentityProvider';
import { FailureRow, Notice, Page, Section } from './LoginPage.styles';

export const EMAIL_REQUIRED_MESSAGE = 'Enter your email address';
export const PROVIDER_SIGN_IN_LABEL = 'Sign in with your identity provider';
/** A failed sign-in's way back (portal-core §2), after the provider's refusal and the email form's alike. */
export const TRY_AGAIN_LABEL = 'Try Log in Again';
export const LEGACY_RETIREMENT_NOTICE =
  'Signing in with your email address here is being retired. Please sign in with your identity provider.';

export interface LoginPageProps {
  /** The query string the identity provider came back with (the page's own by default). */
  search?: string;
  /** Forgets the identity provider's answer once used; takes `code` and `state` out of the address by default. */
  clearSearch?: () => void;
  /** Leaves for the identity provider's authorize URL (the browser goes there by default). */
  goToProvider?: (url: string) => void;
  /** The browser to warn about; detected from the user agent by default. */
  unsupportedBrowser?: UnsupportedBrowserBannerProps['browser'];
}

const clearAddressBar = () => {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${stripProviderAnswer(search)}${hash}`);
};

const goToUrl = (url: string) => window.location.assign(url);

interface Credentials {
  email?: string;
  password?: string;
}

interface LoginFailure {
  message: string;
  colour: ErrorColour;
}

/** A refusal of the legacy form (portal-core §8): 401/403 and others in the error style, 503 as a warning. */
function loginFailure(failure: unknown): LoginFailure {
  if (!(failure instanceof ApiRequestError)) return { message: String(failure), colour: 'danger' };
  const { message, colour } = loginError(failure);
  return { message, colour };
}

/** Sign-in (portal-core §2): the identity provider (there and back), and the legacy email form being retired. */
export function LoginPage({
  search = window.location.search,
  clearSearch = clearAddressBar,
  goToProvider = goToUrl,
  unsupportedBrowser,
}: LoginPageProps) {
  const { authMessage } = useSnapshot(session);
  const identityProvider = useIdentityProvider(search, clearSearch);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submitCredentials = async ({ email = '', password = '' }: Credentials) => {
    setFailure(null);
    try {
      signIn(await apiClient.login({ headers: basicCredentials(email.trim(), password) }));
    } catch (error) {
      setFailure(loginFailure(error));
    }
    return undefined;
  };

  const signInWithProvider = () => {
    setLeaving(true);
    void startProviderSignIn(goToProvider);
  };

  const banner = <UnsupportedBrowserBanner browser={unsupportedBrowser} />;

  if (identityProvider.exchanging) {
    return (
      <>
        {banner}
        <Page>
          <Spinner label="Signing you in..." showLabel />
        </Page>
      </>
    );
  }

  if (identityProvider.failure !== null) {
    return (
      <>
        {banner}
        <Page>
          <Panel title="Log in to the Portal" headingLevel={1}>
            <ErrorPanel
              message={identityProvider.failure}
              onRetry={identityProvider.retry}
              retryLabel={TRY_AGAIN_LABEL}
            />
          </Panel>
        </Page>
      </>
    );
  }

  return (
    <>
      {banner}
      <Page>
        <Panel title="Log in to the Portal" headingLevel={1}>
          {authMessage && (
            <Notice $colour={authMessage.colour} data-colour={authMessage.colour} role="status">
              {authMessage.message}
            </Notice>
          )}
          <Section>
            <Button variant="primary" onClick={signInWithProvider} loading={leaving}>
              {PROVIDER_SIGN_IN_LABEL}
            </Button>
          </Section>
          <Section aria-labelledby="legacy-sign-in">
            <h2 id="legacy-sign-in">Sign in with your email</h2>
            <Notice $colour="info" data-colour="info">
              {LEGACY_RETIREMENT_NOTICE}
            </Notice>
            <Form<Credentials> onSubmit={submitCredentials}>
              {({ submitting, form }) => (
                <>
                  {failure && (
                    <FailureRow>
                      {/* The alert is the message alone, read out as it is; the button is beside it. */}
                      <Banner intent={failure.colour}>{failure.message}</Banner>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={(event) => {
                          // The email stays; the password is typed again (never kept), from the email field.
                          setFailure(null);
                          form.change('password', undefined);
                          const email = event.currentTarget.form?.elements.namedItem('email');
                          if (email instanceof HTMLInputElement) email.focus();
                        }}
                      >
                        {TRY_AGAIN_LABEL}
                      </Button>
                    </FailureRow>
                  )}
                  <TextField
                    name="email"
                    label="Email"
                    type="email"
                    autoComplete="username"
                    required
                    requiredMessage={EMAIL_REQUIRED_MESSAGE}
                  />
                  <TextField name="password" label="Password" type="password" autoComplete="current-password" />
                  <Button type="submit" variant="secondary" loading={submitting}>
                    {submitting ? 'Logging in...' : 'Log in'}
                  </Button>
                </>
              )}
            </Form>
          </Section>
        </Panel>
      </Page>
    </>
  );
}
