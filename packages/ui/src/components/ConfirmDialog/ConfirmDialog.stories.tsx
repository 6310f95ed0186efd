import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ConfirmDialog, CONFIRM_DIALOG_VARIANTS } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Remove Offline Endpoint',
    message: 'Are you sure you want to remove the offline endpoint WS-FINANCE-07?',
    warning: 'If the agent is still installed, the endpoint will reappear when it next reports.',
    confirmLabel: 'Remove',
    variant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: CONFIRM_DIALOG_VARIANTS } },
  parameters: {
    controls: {
      include: ['title', 'message', 'warning', 'confirmLabel', 'cancelLabel', 'variant', 'busy', 'confirmDisabled'],
    },
    docs: {
      description: {
        component:
          'Asks before an action runs. Cancel takes the first focus so an accidental Enter never confirms; Escape cancels. `busy` shows progress on the confirm button while the action runs; `confirmDisabled` holds it until a condition is met.',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove Offline Endpoint' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to remove the offline endpoint WS-FINANCE-07?',
    );
    await expect(dialog).toHaveTextContent('the endpoint will reappear');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    title: 'Activate Virtual Appliance',
    message: 'Activate the appliance AWNV200-0042?',
    warning: undefined,
    confirmLabel: 'Activate',
    variant: 'default',
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Activate' })).toBeEnabled();
  },
};
