import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { DataTableCellTooltip } from './CellTooltip';

const meta = {
  title: 'Data Display/DataTable/DataTableCellTooltip',
  component: DataTableCellTooltip,
  args: {
    content: 'Remove offline endpoint',
    children: <Button size="sm">Remove</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          '`Tooltip` for the cells of a virtualised table: the trigger stays the child itself (four handlers added) and the positioning code is mounted only while the tooltip shows, so a row of tooltips costs next to nothing to render. It behaves as `Tooltip`: 700 ms of hover or keyboard focus shows it, it stays while the pointer moves onto it, Escape, blur and leaving hide it, and it describes the trigger while it shows.',
      },
    },
  },
} satisfies Meta<typeof DataTableCellTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove' });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('Remove offline endpoint');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

/** Keyboard focus shows it at once; Escape hides it and the trigger keeps the focus. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Remove' });
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Remove offline endpoint'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
