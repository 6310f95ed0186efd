import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 64, label: 'Loading endpoint details' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
  parameters: {
    controls: { include: ['value', 'label', 'showLabel', 'showValue'] },
    docs: {
      description: {
        component:
          'Determinate progress, 0–100. The colour follows portal-core §9 (`progressIntent`): green at 80 or more, amber at 50 or more, red below; the percentage is always written out as well.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading endpoint details' });
    await expect(bar).toHaveAttribute('aria-valuenow', '64');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('data-intent', 'warning');
    await expect(canvas.getByText('64%')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { value: 92, showLabel: true, label: 'Complete rows' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Complete rows')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Complete rows' })).toHaveAttribute('data-intent', 'success');
  },
};
