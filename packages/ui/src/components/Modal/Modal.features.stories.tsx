import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';
import { ModalHarness } from './ModalHarness';

const meta = {
  title: 'Feedback/Modal/Features',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Decommission Virtual Appliance',
    description: 'The appliance AWNV200-0042 stops sending data.',
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="danger">Decommission</Button>
      </>
    ),
  },
  render: (args) => <ModalHarness {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrapsFocus: Story = {
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Decommission Virtual Appliance' });
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Decommission' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    // Focus may pass through floating-ui's focus guard first, which sends it back into the dialog.
    await waitFor(() =>
      expect(dialog).toContainElement(document.activeElement instanceof HTMLElement ? document.activeElement : null),
    );
    await expect(screen.getByRole('button', { name: 'Decommission' })).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toBeVisible();
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog');
    const backdrop = dialog.closest('[data-portal-id="modal-backdrop"]');
    await expect(backdrop).not.toBeNull();
    if (backdrop instanceof HTMLElement)
      await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { x: 4, y: 4 } });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

function InitialFocusModal(props: ModalProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      {...props}
      initialFocus={confirmRef}
      footer={
        <Button ref={confirmRef} variant="primary">
          Activate
        </Button>
      }
    />
  );
}

export const InitialFocus: Story = {
  args: { title: 'Activate Physical Appliance' },
  render: (args) => <InitialFocusModal {...args} />,
  play: async () => {
    await screen.findByRole('dialog', { name: 'Activate Physical Appliance' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate' })).toHaveFocus());
  },
};

export const LongContentScrolls: Story = {
  args: {
    size: 'sm',
    description: undefined,
    children: 'You are activating the virtual appliance for this customer. '.repeat(60),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};
