import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, INVALID_REPLY_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '@portal/api';
import { DEMO_USERS, withFault } from '@portal/fixtures';
import { expect, waitFor } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { HomePage } from './HomePage';

const userInfo = CALLS.userInfo.path;

const meta = {
  title: 'Screens/Account/HomePage',
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
          '/account: who is signed in and for which customer. It loads the signed-in user from `GET /api/v2/userinfo` of the demo API, so each state below is a real reply (or failure) of the demo API.',
      },
    },
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    const account = await canvas.findByRole('region', { name: 'Account details' });
    await expect(await canvas.findByText(DEMO_USERS.direct.name)).toBeVisible();
    await expect(account).toHaveTextContent('Northwind Health');
    await expect(account).toHaveTextContent('Updated just now');
  },
};

export const MspUser: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(DEMO_USERS.msp.name)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Account details' })).toHaveTextContent('Silverpine Credit Union');
  },
};

export const StaffWithoutCustomer: Story = {
  parameters: { persona: 'noCustomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No customer selected')).toBeVisible();
  },
};

export const Refreshing: Story = {
  play: async ({ canvas, userEvent, context }) => {
    await canvas.findByText(DEMO_USERS.direct.name);
    // The next reply never comes: the refresh is visibly running and the details stay on screen meanwhile.
    context.msw.use(withFault('get', userInfo, 'never'));
    const refresh = canvas.getByRole('button', { name: 'Refresh Account details' });
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByText(DEMO_USERS.direct.name)).toBeVisible();
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
