import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const clearFilters = fn();

const meta = {
  title: 'Feedback/EmptyState/Features',
  component: EmptyState,
  args: { title: 'No results to display' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    icon: 'search',
    description: 'No endpoints match the current filter criteria.',
    action: <Button onClick={clearFilters}>Clear Filters</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results to display' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2, title: 'No sensors are installed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No sensors are installed' })).toBeVisible();
  },
};

export const DecorativeIcon: Story = {
  args: { icon: 'plug', title: 'No Virtual Sensors are installed' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
