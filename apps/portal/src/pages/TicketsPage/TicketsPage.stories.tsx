import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TicketsPage } from './TicketsPage';

const meta = {
  title: 'Screens/Support/TicketsPage',
  component: TicketsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TicketsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  },
};
