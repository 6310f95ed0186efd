import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EditAccountPage } from './EditAccountPage';

const meta = {
  title: 'Screens/ConnectedAccounts/EditAccount',
  component: EditAccountPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EditAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Account' })).toBeVisible();
  },
};
