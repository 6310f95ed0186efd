import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SIZES } from '../../theme/tokens';
import { Button } from './Button';
import { BUTTON_VARIANTS } from './Button.styles';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: SIZES },
  },
  parameters: {
    controls: { include: ['children', 'variant', 'size', 'loading', 'disabled'] },
    docs: {
      description: {
        component:
          'Buttons trigger actions. Use one `primary` button per view, `danger` for destructive actions and `ghost` inside dense rows. An icon-only button must have an `aria-label` (the type requires it).',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { variant: 'primary', size: 'md', children: 'Activate sensor' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Activate sensor' })).toBeVisible();
  },
};
