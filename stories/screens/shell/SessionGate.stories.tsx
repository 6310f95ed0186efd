import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, TIMEOUT_ERROR_MESSAGE } from '@portal/api';
import { DEMO_USERS } from '@portal/fixtures';
import { withFault } from '@portal/fixtures/faults';
import { expect, waitFor } from 'storybook/test';
import { useSnapshot } from 'valtio';
import { SessionGate } from '../../../apps/portal/src/SessionGate';
import { session } from '../../../apps/portal/src/state/session';

const userInfo = CALLS.userInfo.path;

/** What the gate shows once signed out: the logout message (the sign-in page has stories of its own). */
function SignedOut() {
  const { authMessage } = useSnapshot(session);
  return <p role="status">{`Signed out: ${authMessage?.message ?? ''}`}</p>;
}

/** What the gate shows once the user is known. */
function Portal() {
  const { user } = useSnapshot(session);
  return <p>{`Portal of ${user?.name ?? ''}`}</p>;
}

/** After a reload the tokens are known but the user is not: the gate reconnects by loading the user info. */
function reloaded(): void {
  session.user = null;
  session.customer = null;
}

const meta = {
  title: 'Screens/Shell/SessionGate',
  component: SessionGate,
  // A short timeout, so a play sees the API time out without waiting the client's 30 s.
  args: { reconnectTimeoutMs: 300, login: <SignedOut />, children: <Portal /> },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The session gate (portal-core §4, §8): signed out it shows the sign-in page; after a reload it reconnects ("Loading your portal...") by loading the user info. A failed reconnect logs out, except an API that does not answer in time: then the timeout message offers Retry and Log out.',
      },
    },
  },
} satisfies Meta<typeof SessionGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reconnects: Story = {
  beforeEach: () => reloaded(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Portal of ${DEMO_USERS.direct.name}`)).toBeVisible();
  },
};

export const Reconnecting: Story = {
  args: { reconnectTimeoutMs: undefined },
  beforeEach: ({ msw }) => {
    msw.use(withFault('get', userInfo, 'never'));
    reloaded();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your portal...')).toBeVisible();
  },
};

/** The API never answers: after the timeout the spinner gives way to the timeout message with Retry and Log out. */
export const ReconnectTimedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(withFault('get', userInfo, 'never'));
    reloaded();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your portal...')).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeEnabled();
    await expect(canvas.queryByText('Loading your portal...')).not.toBeInTheDocument();
    // Still signed in: the user chooses.
    await expect(session.primaryToken).not.toBeNull();
  },
};

export const RetryAfterTimeout: Story = {
  // The retried call must answer within the timeout: 300 ms was too short for the demo API on a loaded machine (a
  // story run with four browsers at once timed out again, and the portal never showed).
  args: { reconnectTimeoutMs: 3000 },
  beforeEach: ({ msw }) => {
    msw.use(withFault('get', userInfo, 'never'));
    reloaded();
  },
  play: async ({ canvas, userEvent, context }) => {
    await canvas.findByRole('alert');
    // The API answers again: Retry reconnects without a reload.
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText(`Portal of ${DEMO_USERS.direct.name}`)).toBeVisible();
  },
};

export const LogOutAfterTimeout: Story = {
  beforeEach: ({ msw }) => {
    msw.use(withFault('get', userInfo, 'never'));
    reloaded();
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signed out: Successfully logged out.');
    await waitFor(() => expect(session.primaryToken).toBeNull());
  },
};
