import type { Meta, StoryObj } from '@storybook/react-vite';
import { FRESHNESS_TIMES } from '@portal/fixtures/widgets/freshness';
import { expect, fn } from 'storybook/test';
import { Freshness } from './Freshness';

const meta = {
  title: 'Feedback/Freshness/Features',
  component: Freshness,
  args: { onRefresh: fn() },
} satisfies Meta<typeof Freshness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustNow: Story = {
  args: { updatedAt: FRESHNESS_TIMES.justNow },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Updated just now')).toBeVisible();
  },
};

export const HoursAgo: Story = {
  args: { updatedAt: FRESHNESS_TIMES.twoHoursAgo },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Updated 2 h ago')).toHaveAttribute('datetime', '2026-11-20T12:55:00.000Z');
  },
};

export const OnAnEarlierDay: Story = {
  args: { updatedAt: FRESHNESS_TIMES.yesterday },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Updated on 2026-11-19 at \d\d:30$/)).toBeVisible();
  },
};

export const Refreshing: Story = {
  args: { updatedAt: FRESHNESS_TIMES.threeMinutesAgo, refreshing: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotLoadedYet: Story = {
  args: { updatedAt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(canvas.queryByText(/^Updated/)).not.toBeInTheDocument();
  },
};

export const WithoutRefresh: Story = {
  args: { updatedAt: FRESHNESS_TIMES.threeMinutesAgo, onRefresh: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Updated 3 min ago')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
