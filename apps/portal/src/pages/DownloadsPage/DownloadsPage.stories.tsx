import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DownloadsPage } from './DownloadsPage';

const meta = {
  title: 'Screens/Data/DownloadsPage',
  component: DownloadsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DownloadsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  },
};
