import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApplianceManagementPage } from './ApplianceManagementPage';

const meta = {
  title: 'Screens/Support/ApplianceManagementPage',
  component: ApplianceManagementPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplianceManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Appliance Management' })).toBeVisible();
  },
};
