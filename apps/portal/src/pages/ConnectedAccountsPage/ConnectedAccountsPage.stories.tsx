import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectedAccountsPage } from './ConnectedAccountsPage';

const meta = {
  title: 'Screens/ConnectedAccounts/List',
  component: ConnectedAccountsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectedAccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Connected Accounts' })).toBeVisible();
  },
};
