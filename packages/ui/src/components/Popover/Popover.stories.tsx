import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    label: 'Endpoint details',
    trigger: <Button>Details</Button>,
    children: (
      <>
        <p>Contained endpoints can only reach the agent service.</p>
        <Button size="sm">Release containment</Button>
      </>
    ),
  },
  parameters: {
    controls: { include: ['label', 'placement'] },
    docs: {
      description: {
        component:
          'Interactive content anchored to a button: click, Enter or Space opens it and moves focus inside; Escape or a click outside closes it and returns focus to the button. It is a non-modal dialog named by `label`.',
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Details' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Endpoint details' });
    await expect(dialog).toHaveTextContent('Contained endpoints can only reach the agent service.');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Playground: Story = {
  args: { placement: 'right-start', label: 'Help' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Details' }));
    await expect(await screen.findByRole('dialog', { name: 'Help' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Release containment' })).toHaveFocus());
  },
};
