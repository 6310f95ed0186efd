import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { UnsavedChangesDialog, UNSAVED_CHANGES_VARIANTS } from './UnsavedChangesDialog';

const meta = {
  title: 'Forms/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  args: { open: true, variant: 'leave', onConfirm: fn(), onCancel: fn() },
  argTypes: { variant: { control: 'inline-radio', options: UNSAVED_CHANGES_VARIANTS } },
  parameters: {
    controls: { include: ['variant', 'title'] },
    docs: {
      description: {
        component:
          "Asks 'All newly entered data will be lost. Are you sure you want to leave?' ('...close?' for a dialog) before unsaved data is discarded. Drive it with `useUnsavedChangesGuard({ when: dirty && !submitSucceeded })`: spread its `dialogProps` here and call `confirmLeave()` (a promise of the user's answer) before navigating or closing; while `when` holds, the hook also asks the browser to confirm closing or reloading the tab (beforeunload). It knows no router: with react-router, call `confirmLeave()` from a `useBlocker` effect and `proceed()` or `reset()` with the answer.",
      },
    },
  },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await expect(dialog).toHaveAccessibleDescription(
      'All newly entered data will be lost. Are you sure you want to leave?',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { variant: 'close' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await expect(dialog).toHaveAccessibleDescription(
      'All newly entered data will be lost. Are you sure you want to close?',
    );
    await expect(screen.getByRole('button', { name: 'Close without saving' })).toBeEnabled();
  },
};
