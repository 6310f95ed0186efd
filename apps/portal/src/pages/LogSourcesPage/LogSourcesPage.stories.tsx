import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LogSourcesPage } from './LogSourcesPage';

const meta = {
  title: 'Screens/Data/LogSourcesPage',
  component: LogSourcesPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LogSourcesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log Sources' })).toBeVisible();
  },
};
