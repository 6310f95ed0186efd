import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, LOGIN_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@portal/api';
import { DEMO_USERS, DISABLED_USER_EMAIL } from '@portal/fixtures';
import { withFault } from '@portal/fixtures/faults';
import { expect, fn, waitFor } from 'storybook/test';
import { SessionGate } from '../../SessionGate';
import { expireSession, logout } from '../../state/session';
import { HomePage } from '../HomePage';
import {
  ACCESS_DENIED_MESSAGE,
  IDENTITY_PROVIDER_KEY,
  LOOKUP_FAILED_MESSAGE,
  parseIdentityProviderFlags,
  SERVER_PROBLEM_MESSAGE,
} from './identityProvider';
import { EMAIL_REQUIRED_MESSAGE, LEGACY_RETIREMENT_NOTICE, LoginPage, PROVIDER_SIGN_IN_LABEL } from './LoginPage';

const login = CALLS.login.path;

/** The portal left for the provider with this state (and verifier) kept in session storage. */
const keepState = (state: string) => () => {
  sessionStorage.setItem(IDENTITY_PROVIDER_KEY, JSON.stringify({ state, codeVerifier: `verifier-of-${state}` }));
  return () => sessionStorage.removeItem(IDENTITY_PROVIDER_KEY);
};

const meta = {
  title: 'Screens/Shell/LoginPage',
  component: LoginPage,
  // No answer from the identity provider unless a story brings one (`?code=` or `?error=`).
  args: { search: '', clearSearch: fn(), goToProvider: fn(), unsupportedBrowser: null },
  // The gate shows the sign-in page while signed out and the portal once signed in.
  render: (args) => (
    <SessionGate login={<LoginPage {...args} />}>
      <HomePage />
    </SessionGate>
  ),
  parameters: {
    layout: 'fullscreen',
    persona: null,
    docs: {
      description: {
        component:
          'Sign-in (portal-core §2, §8). "Sign in with your identity provider" keeps a fresh `state` and PKCE verifier in session storage and goes to the authorize URL (`VITE_IDP_AUTHORIZE_URL`; the demo server plays the provider at /idp/authorize). The legacy email form, with its retirement notice: each failure is a real reply of the demo API — unknown email (401), disabled account (403), service unavailable (503, a warning), anything else (a generic message). The way back from the external identity provider: `?code=` with the kept `state` is exchanged for a session with `POST /api/v1/authenticate` (a missing or different state is refused); `?error=` explains what went wrong and offers "Try Log in Again".',
      },
    },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to the Portal' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: PROVIDER_SIGN_IN_LABEL })).toBeEnabled();
    await expect(canvas.getByText(LEGACY_RETIREMENT_NOTICE)).toBeVisible();
  },
};

export const IdentityProviderSignInStarts: Story = {
  beforeEach: () => () => sessionStorage.removeItem(IDENTITY_PROVIDER_KEY),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: PROVIDER_SIGN_IN_LABEL }));
    await expect(args.goToProvider).toHaveBeenCalledTimes(1);
    const [target] = (args.goToProvider as ReturnType<typeof fn>).mock.calls[0] as [string];
    const url = new URL(target);
    const kept = parseIdentityProviderFlags(sessionStorage.getItem(IDENTITY_PROVIDER_KEY));
    await expect(url.pathname).toBe('/idp/authorize');
    await expect(url.searchParams.get('state')).toBe(kept?.state);
    await expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    await expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login`);
  },
};

export const UnsupportedBrowser: Story = {
  args: { unsupportedBrowser: { name: 'Internet Explorer', upToVersion: 11 } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please use a newer browser to login. Portal does not support Internet Explorer 11 and earlier versions.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Close browser warning' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to the Portal' })).toBeVisible();
  },
};

export const EmailRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EMAIL_REQUIRED_MESSAGE);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const LoggingIn: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', login, 'never')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), `${DEMO_USERS.direct.email}{Enter}`);
    await expect(await canvas.findByRole('button', { name: 'Logging in...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SignsIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), DEMO_USERS.direct.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'any password');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(DEMO_USERS.direct.name)).toBeVisible();
  },
};

export const UnknownEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'nobody@unknown.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid email or password.');
    await expect(alert).toHaveAttribute('data-intent', 'danger');
    // Try Log in Again: the message goes, the email stays and has the focus, the password is typed again.
    await expect(alert).toHaveTextContent(/^Invalid email or password\.$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Log in Again' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('nobody@unknown.example');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const DisabledAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), DISABLED_USER_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('disabled');
  },
};

export const ServiceUnavailable: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', login, 503)),
  play: async ({ canvas, userEvent, msw }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), DEMO_USERS.direct.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Service temporarily unavailable.');
    // A warning (amber), not the error style of a refused login (portal-core §8 login 503).
    await expect(alert).toHaveAttribute('data-intent', 'warning');
    const warning = getComputedStyle(alert).backgroundColor;
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'nobody@unknown.example');
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Invalid email or password.')).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('alert')).backgroundColor).not.toBe(warning);
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', login, 500)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), DEMO_USERS.direct.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(LOGIN_FAILED_MESSAGE);
    await expect(alert).toHaveAttribute('data-intent', 'danger');
  },
};

export const AfterLogout: Story = {
  beforeEach: () => logout(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Successfully logged out.');
  },
};

export const SessionExpired: Story = {
  beforeEach: () => expireSession(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
  },
};

export const ExpiresWhileWorking: Story = {
  parameters: { persona: 'direct' },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.userInfo.path, 401)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SESSION_EXPIRED_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to the Portal' })).toBeVisible();
  },
};

export const IdentityProviderAccessDenied: Story = {
  args: { search: '?error=access_denied' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ACCESS_DENIED_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Log in Again' }));
    await expect(args.clearSearch).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

export const IdentityProviderLookupFailed: Story = {
  args: { search: '?error=lookup_failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOOKUP_FAILED_MESSAGE);
  },
};

export const IdentityProviderOtherFailure: Story = {
  args: { search: '?error=temporarily_unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_PROBLEM_MESSAGE);
  },
};

export const IdentityProviderSigningIn: Story = {
  args: { search: '?code=direct&state=abc' },
  beforeEach: ({ msw }) => {
    msw.use(withFault('post', CALLS.authenticate.path, 'never'));
    return keepState('abc')();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signing you in...')).toBeVisible();
  },
};

export const IdentityProviderCodeExchanged: Story = {
  args: { search: '?code=direct&state=abc' },
  beforeEach: keepState('abc'),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(DEMO_USERS.direct.name)).toBeVisible();
    await expect(args.clearSearch).toHaveBeenCalled();
    // One use: the kept state is forgotten.
    await expect(sessionStorage.getItem(IDENTITY_PROVIDER_KEY)).toBeNull();
  },
};

export const IdentityProviderStateMismatch: Story = {
  args: { search: '?code=direct&state=forged' },
  beforeEach: keepState('abc'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_PROBLEM_MESSAGE);
    await expect(canvas.queryByText(DEMO_USERS.direct.name)).not.toBeInTheDocument();
    await expect(args.clearSearch).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Try Log in Again' })).toBeEnabled();
  },
};

export const IdentityProviderStateMissing: Story = {
  args: { search: '?code=direct' },
  beforeEach: keepState('abc'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_PROBLEM_MESSAGE);
  },
};

export const IdentityProviderStateNeverKept: Story = {
  args: { search: '?code=direct&state=abc' },
  beforeEach: () => sessionStorage.removeItem(IDENTITY_PROVIDER_KEY),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_PROBLEM_MESSAGE);
  },
};

export const IdentityProviderCodeRefused: Story = {
  args: { search: '?code=denied&state=abc' },
  beforeEach: keepState('abc'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ACCESS_DENIED_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Try Log in Again' })).toBeEnabled();
  },
};
