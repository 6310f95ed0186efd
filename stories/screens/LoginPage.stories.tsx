import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, LOGIN_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@portal/api';
import { DEMO_USERS, DISABLED_USER_EMAIL, withFault } from '@portal/fixtures';
import { expect } from 'storybook/test';
import { HomePage } from '../../apps/portal/src/pages/HomePage';
import { EMAIL_REQUIRED_MESSAGE, LoginPage } from '../../apps/portal/src/pages/LoginPage';
import { SessionGate } from '../../apps/portal/src/SessionGate';
import { expireSession, logout } from '../../apps/portal/src/state/session';

const login = CALLS.login.path;

const meta = {
  title: 'Screens/LoginPage',
  component: LoginPage,
  // The gate shows the sign-in page while signed out and the portal once signed in.
  render: () => (
    <SessionGate>
      <HomePage />
    </SessionGate>
  ),
  parameters: {
    layout: 'fullscreen',
    persona: null,
    docs: {
      description: {
        component:
          'The legacy email sign-in (portal-core §2, §8). Each failure is a real reply of the demo API: unknown email (401), disabled account (403), service unavailable (503, a warning), anything else (a generic message).',
      },
    },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to the Portal' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

export const EmailRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EMAIL_REQUIRED_MESSAGE);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

export const SignsIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), DEMO_USERS.direct.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'any password');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(DEMO_USERS.direct.name)).toBeVisible();
  },
};

export const UnknownEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'nobody@unknown.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

export const DisabledAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), DISABLED_USER_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('disabled');
  },
};

export const ServiceUnavailable: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', login, 503)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), DEMO_USERS.direct.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Service temporarily unavailable.');
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', login, 500)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), DEMO_USERS.direct.email);
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
