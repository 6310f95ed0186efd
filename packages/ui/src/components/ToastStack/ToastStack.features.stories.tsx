import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ToastStack, type ToastStackProps } from './ToastStack';
import { TOAST_COLOURS, type Toast } from './toastTypes';

const meta = {
  title: 'Feedback/ToastStack/Features',
  component: ToastStack,
  args: { toasts: [], onDismiss: fn() },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const MESSAGES: Record<Toast['colour'], string> = {
  success: 'Virtual appliance AWNV200-0042 successfully activated.',
  info: 'Account details refreshed.',
  warning: 'Session expired. Please log in again.',
  danger: 'Error retrieving data. Reason: API Timeout.',
};

export const Colours: Story = {
  args: { toasts: TOAST_COLOURS.map((colour, index) => ({ id: index, colour, message: MESSAGES[colour] })) },
  play: async ({ canvas }) => {
    for (const colour of TOAST_COLOURS) {
      await expect(canvas.getByText(MESSAGES[colour]).closest('li')).toHaveAttribute('data-colour', colour);
    }
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { hidden: true });
    await expect(list).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const AutoDismiss: Story = {
  args: { toasts: [{ id: 7, colour: 'success', message: 'Offline endpoint has been removed.' }], autoDismissMs: 300 },
  play: async ({ args }) => {
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(7));
  },
};

export const PausedWhileHovered: Story = {
  args: { toasts: [{ id: 8, colour: 'info', message: 'Account details refreshed.' }], autoDismissMs: 300 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.hover(canvas.getByRole('listitem'));
    await sleep(600);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(canvas.getByRole('listitem'));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(8));
  },
};

export const LongMessage: Story = {
  args: {
    toasts: [
      {
        id: 9,
        colour: 'danger',
        message:
          'There was a problem posting your ticket.  Please call your Concierge Security Team at +1 555 0100 or email cst@example.com',
      },
    ],
    autoDismissMs: false,
  },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('listitem');
    await expect(toast).toHaveTextContent('Concierge Security Team');
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

let nextId = 100;

function ToastDemo(props: ToastStackProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const add = () => {
    nextId += 1;
    setToasts((current) => [
      ...current,
      { id: nextId, colour: 'success', message: 'Offline endpoint has been removed.' },
    ]);
  };
  return (
    <>
      <Button onClick={add}>Remove endpoint</Button>
      <ToastStack
        {...props}
        toasts={toasts}
        autoDismissMs={false}
        onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))}
      />
    </>
  );
}

export const AddAndDismissByKeyboard: Story = {
  render: (args) => <ToastDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove endpoint' }));
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Offline endpoint has been removed.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument());
  },
};
