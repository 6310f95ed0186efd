import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog/Features',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Decommission Virtual Appliance',
    message: 'Decommission the appliance AWNV200-0042?',
    confirmLabel: 'Decommission',
    variant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeCancels: Story = {
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: 'Decommission Virtual Appliance' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelButton: Story = {
  args: { cancelLabel: 'Keep appliance' },
  play: async ({ userEvent, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Keep appliance' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const confirm = await screen.findByRole('button', { name: /Decommission/ });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('status')).toBeInTheDocument();
  },
};

export const ConfirmDisabled: Story = {
  args: { confirmDisabled: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Decommission' })).toBeDisabled();
  },
};

const CUSTOMER = 'Acme Health';

/** Activation by MSP users: confirm stays disabled until the customer name is typed (any case). */
function TypeToConfirm(props: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog {...props} confirmDisabled={typed.trim().toLowerCase() !== CUSTOMER.toLowerCase()}>
      <label>
        Customer name <input value={typed} onChange={(event) => setTyped(event.target.value)} />
      </label>
    </ConfirmDialog>
  );
}

export const TypeCustomerNameToConfirm: Story = {
  args: {
    title: 'Activate Virtual Appliance',
    message: `You are activating the virtual appliance for ${CUSTOMER}. Please ensure this is the customer where this appliance is installed.`,
    confirmLabel: 'Activate',
    variant: 'default',
  },
  render: (args) => <TypeToConfirm {...args} />,
  play: async ({ userEvent }) => {
    const confirm = await screen.findByRole('button', { name: 'Activate' });
    await expect(confirm).toBeDisabled();
    // The dialog moves the focus to Cancel a frame after it opens: typing before then would lose keys to Cancel.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer name' }), 'acme health');
    await expect(confirm).toBeEnabled();
  },
};

function OpenerAndDialog(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove</Button>
      <ConfirmDialog {...props} open={open} onCancel={close} onConfirm={close} />
    </>
  );
}

export const ReturnsFocusToOpener: Story = {
  render: (args) => <OpenerAndDialog {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Remove' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
