import type { Meta, StoryObj } from '@storybook/react-vite';
import { FRESHNESS_TIMES } from '@portal/fixtures/widgets/freshness';
import { expect, fn } from 'storybook/test';
import { Freshness } from './Freshness';

const meta = {
  title: 'Feedback/Freshness',
  component: Freshness,
  args: { updatedAt: FRESHNESS_TIMES.threeMinutesAgo, onRefresh: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Says when a panel’s data was fetched and offers a manual refresh. The text keeps counting while the page stays open; hovering it shows the exact time.',
      },
    },
  },
} satisfies Meta<typeof Freshness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Updated 3 min ago')).toHaveAttribute('datetime', '2026-11-20T14:57:00.000Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { refreshing: false, refreshLabel: 'Refresh Online Endpoints' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh Online Endpoints' })).toBeEnabled();
  },
};
