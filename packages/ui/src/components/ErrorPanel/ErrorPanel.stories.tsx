import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Feedback/ErrorPanel',
  component: ErrorPanel,
  args: { message: 'Error retrieving data. Reason: API Timeout.', status: 504, onRetry: fn() },
  parameters: {
    controls: { include: ['message', 'status', 'title', 'retryLabel', 'retrying'] },
    docs: {
      description: {
        component:
          'An error in place of the content that failed. The icon follows the status (`errorIconForStatus`: 503/504 clock, 400 prohibited, 404 search, 0 plug, others exclamation); with `onRetry` a Retry button reloads. It is an alert, so it is announced when it appears.',
      },
    },
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error retrieving data. Reason: API Timeout.');
    await expect(alert).toHaveAttribute('data-icon-name', 'clock');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { title: 'Could not load endpoints', status: 500, message: 'Internal server error.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load endpoints');
  },
};
