import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { SIZES } from '../../theme/tokens';
import { Modal } from './Modal';
import { ModalHarness } from './ModalHarness';

const meta = {
  title: 'Feedback/Modal',
  component: Modal,
  args: {
    open: false,
    onClose: () => undefined,
    title: 'Activate Virtual Appliance',
    description: 'Sensors must be activated to provide security insights.',
  },
  argTypes: { size: { control: 'inline-radio', options: SIZES } },
  render: (args) => <ModalHarness {...args} />,
  parameters: {
    controls: { include: ['title', 'description', 'size'] },
    docs: {
      description: {
        component:
          'A modal dialog: it traps focus, closes on Escape, the close button or a click on the backdrop, and returns focus to the element that opened it. The title names the dialog. The app owns the open state.',
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Activate Virtual Appliance' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Sensors must be activated to provide security insights.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Playground: Story = {
  args: { open: true, size: 'lg', children: 'The appliance will start sending data within a few minutes.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Activate Virtual Appliance' });
    await expect(dialog).toHaveTextContent('The appliance will start sending data within a few minutes.');
  },
};
