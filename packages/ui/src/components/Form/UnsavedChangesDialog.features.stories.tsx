import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { GuardedModal, GuardedPage } from './UnsavedChangesHarness';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

const meta = {
  title: 'Forms/UnsavedChangesDialog/Features',
  component: UnsavedChangesDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeStays: Story = {
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const PristineFormLeavesAtOnce: Story = {
  render: () => <GuardedPage />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('You left the page.')).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const CancelAsksAndStays: Story = {
  render: () => <GuardedPage />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana');
  },
};

export const CancelAsksAndLeaves: Story = {
  render: () => <GuardedPage />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await expect(await canvas.findByText('You left the page.')).toBeVisible();
  },
};

export const BrowserAsksBeforeUnload: Story = {
  render: () => <GuardedPage />,
  play: async ({ canvas, userEvent }) => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await expect(unload()).toBe(false);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await expect(unload()).toBe(true);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First Name' }));
    await expect(unload()).toBe(false);
  },
};

export const ClosingADialog: Story = {
  render: () => <GuardedModal />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit contact' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Contact' });
    // The dialog focuses its close button a frame after it shows; typing before then would lose keystrokes.
    await waitFor(() => expect(within(editor).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'IT Director');
    await userEvent.click(within(editor).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await expect(question).toHaveAccessibleDescription(
      'All newly entered data will be lost. Are you sure you want to close?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close without saving' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
