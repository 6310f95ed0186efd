import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Popover/Features',
  component: Popover,
  args: {
    label: 'Filters',
    trigger: <Button>Filters</Button>,
    children: (
      <>
        <Button size="sm">Online</Button> <Button size="sm">Offline</Button>
      </>
    ),
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensWithEnterAndMovesFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Online' })).toHaveFocus());
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeVisible();
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const TextOnlyContent: Story = {
  args: {
    label: 'About containment',
    trigger: <Button>About containment</Button>,
    children: 'Contained means the network connection is limited to agent use.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'About containment' }));
    const dialog = await screen.findByRole('dialog', { name: 'About containment' });
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

const onOpenChange = fn();

function ControlledPopover() {
  const [open, setOpen] = useState(true);
  return (
    <Popover
      label="Columns"
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      trigger={<Button>Columns</Button>}
    >
      Choose the columns to show.
    </Popover>
  );
}

export const Controlled: Story = {
  render: () => <ControlledPopover />,
  play: async ({ userEvent }) => {
    await expect(await screen.findByRole('dialog', { name: 'Columns' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
