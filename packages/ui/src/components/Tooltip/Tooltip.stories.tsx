import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';
import { TOOLTIP_VARIANTS } from './Tooltip.styles';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  args: {
    content: 'Remove offline endpoint',
    children: <Button icon={<Icon name="close" />} aria-label="Remove" variant="ghost" />,
  },
  argTypes: { variant: { control: 'inline-radio', options: TOOLTIP_VARIANTS } },
  parameters: {
    controls: { include: ['content', 'variant', 'placement'] },
    docs: {
      description: {
        component:
          "Supplementary text for a focusable element. It opens after 700 ms of hover ('light': 1000 ms) and at once on keyboard focus, stays open while the pointer moves onto it, and closes on Escape. The content becomes the trigger's description (`aria-describedby`), so never put the only name of a control in a tooltip.",
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

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

export const Playground: Story = {
  args: { content: 'Sensors available to assign', variant: 'light', placement: 'bottom' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Sensors available to assign'));
  },
};
