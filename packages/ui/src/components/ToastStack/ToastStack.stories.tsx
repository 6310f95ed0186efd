import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ToastStack } from './ToastStack';

const meta = {
  title: 'Feedback/ToastStack',
  component: ToastStack,
  args: {
    toasts: [
      { id: 1, message: 'Offline endpoint has been removed.', colour: 'success' },
      { id: 2, message: 'You are now logged in as Acme Health.', colour: 'info' },
    ],
    onDismiss: fn(),
  },
  parameters: {
    controls: { include: ['toasts', 'autoDismissMs', 'label'] },
    docs: {
      description: {
        component:
          'Global status messages, controlled by the app: it passes `toasts` and removes one in `onDismiss`. Each toast dismisses itself after `TOAST_TIMEOUT_MS` (6000 ms), paused while hovered or focused, or by its close button. The list is a polite live region that is always rendered, so new toasts are announced.',
      },
    },
  },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('Offline endpoint has been removed.');
    const [first] = within(region).getAllByRole('listitem');
    if (!first) throw new Error('expected a toast');
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
  },
};

export const Playground: Story = {
  args: {
    toasts: [{ id: 'switch-failed', message: 'Failed to switch customers: Forbidden', colour: 'danger' }],
    autoDismissMs: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Failed to switch customers: Forbidden');
  },
};
