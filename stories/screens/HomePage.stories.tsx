import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, INVALID_REPLY_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '@portal/api';
import { DEMO_USERS, withFault } from '@portal/fixtures';
import { expect, waitFor } from 'storybook/test';
import { HomePage } from '../../apps/portal/src/pages/HomePage';
import { StatusRegion } from '../../apps/portal/src/StatusRegion';

const userInfo = CALLS.userInfo.path;

const meta = {
  title: 'Screens/HomePage',
  component: HomePage,
  render: () => (
    <>
      <HomePage />
      <StatusRegion />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The placeholder landing page. It loads the signed-in user from `GET /api/v2/userinfo` of the demo API, so each state below is a real reply (or failure) of the demo API.',
      },
    },
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const account = await canvas.findByRole('region', { name: 'Your account' });
    await expect(await canvas.findByText(DEMO_USERS.direct.name)).toBeVisible();
    await expect(account).toHaveTextContent('Northwind Health');
  },
};

export const MspUser: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(DEMO_USERS.msp.name)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your account' })).toHaveTextContent('Silverpine Credit Union');
  },
};

export const StaffWithoutCustomer: Story = {
  parameters: { persona: 'noCustomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No customer selected')).toBeVisible();
  },
};

export const Refreshed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Refresh' }));
    await expect(await canvas.findByText('Account details refreshed.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', userInfo, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading account details...')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', userInfo, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const GatewayTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', userInfo, 504)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
  },
};

export const NetworkError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', userInfo, 'network')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  },
};

export const WrongShape: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', userInfo, 'wrong-shape')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(INVALID_REPLY_MESSAGE);
  },
};

export const RetryAfterError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', userInfo, 503)),
  play: async ({ canvas, userEvent, context }) => {
    await canvas.findByRole('alert');
    // The outage ends: the demo API answers again and Retry recovers without a reload.
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvas.getByText(DEMO_USERS.direct.name)).toBeVisible());
  },
};
