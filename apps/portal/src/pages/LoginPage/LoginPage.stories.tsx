import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, LOGIN_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@portal/api';
import { DEMO_USERS, DISABLED_USER_EMAIL } from '@portal/fixtures';
import { withFault } from '@portal/fixtures/faults';
import { expect, fn } from 'storybook/test';
import { SessionGate } from '../../SessionGate';
import { expireSession, logout } from '../../state/session';
import { HomePage } from '../HomePage';
import { ACCESS_DENIED_MESSAGE, LOOKUP_FAILED_MESSAGE, SERVER_PROBLEM_MESSAGE } from './identityProvider';
import { EMAIL_REQUIRED_MESSAGE, LoginPage } from './LoginPage';

const login = CALLS.login.path;

const meta = {
  title: 'Screens/Shell/LoginPage',
  component: LoginPage,
  // No answer from the identity provider unless a story brings one (`?code=` or `?error=`).
  args: { search: '', clearSearch: fn() },
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
          'Sign-in (portal-core §2, §8). The legacy email form: each failure is a real reply of the demo API — unknown email (401), disabled account (403), service unavailable (503), anything else (a generic message). The way back from the external identity provider: `?code=` is exchanged for a session with `POST /api/v1/authenticate`; `?error=` explains what went wrong and offers "Try Log in Again".',
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
    await expect(await canvas.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
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
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), DEMO_USERS.direct.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Service temporarily unavailable.');
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', login, 500)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), DEMO_USERS.direct.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE);
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
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.authenticate.path, 'never')),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signing you in...')).toBeVisible();
  },
};

export const IdentityProviderCodeExchanged: Story = {
  args: { search: '?code=direct&state=abc' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(DEMO_USERS.direct.name)).toBeVisible();
    await expect(args.clearSearch).toHaveBeenCalled();
  },
};

export const IdentityProviderCodeRefused: Story = {
  args: { search: '?code=denied&state=abc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ACCESS_DENIED_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Try Log in Again' })).toBeEnabled();
  },
};
