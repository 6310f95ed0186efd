import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          'An indeterminate loading indicator. It is a polite live region, so the label is announced; show the label when the wait is long.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Loading sensor details...', showLabel: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading sensor details...')).toBeVisible();
  },
};
