import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TicketDetailPage } from './TicketDetailPage';

const meta = {
  title: 'Screens/Support/TicketDetailPage',
  component: TicketDetailPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TicketDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible();
  },
};
