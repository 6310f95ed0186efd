import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_USERS } from '@portal/fixtures';
import { expect, fn } from 'storybook/test';
import { HomePage } from '../../apps/portal/src/pages/HomePage';
import { LoginPage } from '../../apps/portal/src/pages/LoginPage';
import {
  ACCESS_DENIED_MESSAGE,
  LOOKUP_FAILED_MESSAGE,
  SERVER_PROBLEM_MESSAGE,
} from '../../apps/portal/src/pages/LoginPage/identityProvider';
import { SessionGate } from '../../apps/portal/src/SessionGate';

const meta = {
  title: 'Screens/IdentityProviderSignIn',
  component: LoginPage,
  args: { search: '?error=access_denied', clearSearch: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: null,
    docs: {
      description: {
        component:
          'The way back from the external identity provider: `?code=` is exchanged for a session with `POST /api/v1/authenticate`; `?error=` explains what went wrong and offers "Try Log in Again".',
      },
    },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ACCESS_DENIED_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Log in Again' }));
    await expect(args.clearSearch).toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email')).toBeVisible();
  },
};

export const LookupFailed: Story = {
  args: { search: '?error=lookup_failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOOKUP_FAILED_MESSAGE);
  },
};

export const OtherFailure: Story = {
  args: { search: '?error=temporarily_unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_PROBLEM_MESSAGE);
  },
};

export const CodeExchanged: Story = {
  args: { search: '?code=direct&state=abc' },
  render: (args) => (
    <SessionGate login={<LoginPage {...args} />}>
      <HomePage />
    </SessionGate>
  ),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(DEMO_USERS.direct.name)).toBeVisible();
    await expect(args.clearSearch).toHaveBeenCalled();
  },
};

export const CodeRefused: Story = {
  args: { search: '?code=denied&state=abc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ACCESS_DENIED_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Try Log in Again' })).toBeEnabled();
  },
};
