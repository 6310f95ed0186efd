import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar/Features',
  component: ProgressBar,
  args: { value: 0, label: 'Complete rows', showLabel: true },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Green: Story = {
  args: { value: 80 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-intent', 'success');
  },
};

export const Amber: Story = {
  args: { value: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-intent', 'warning');
  },
};

export const Red: Story = {
  args: { value: 49 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-intent', 'danger');
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const FractionRounded: Story = {
  args: { value: 66.666 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '67%');
  },
};

export const WithoutValue: Story = {
  args: { value: 30, showValue: false, showLabel: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Complete rows' })).toBeInTheDocument();
    await expect(canvas.queryByText('30%')).not.toBeInTheDocument();
  },
};
