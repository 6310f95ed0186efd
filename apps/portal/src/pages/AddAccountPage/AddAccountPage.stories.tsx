import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AddAccountPage } from './AddAccountPage';

const meta = {
  title: 'Screens/ConnectedAccounts/AddAccount',
  component: AddAccountPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add Account' })).toBeVisible();
  },
};
