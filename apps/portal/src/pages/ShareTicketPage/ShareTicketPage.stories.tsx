import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShareTicketPage } from './ShareTicketPage';

const meta = {
  title: 'Screens/Support/ShareTicketPage',
  component: ShareTicketPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShareTicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Share with your CST' })).toBeVisible();
  },
};
