import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusPage } from './StatusPage';

const meta = {
  title: 'Screens/Monitoring/StatusPage',
  component: StatusPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible();
  },
};
