import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon } from '../../icons';
import { styled } from '../../theme/styledInterop';
import { SIZES } from '../../theme/tokens';
import { Button } from './Button';
import { BUTTON_VARIANTS } from './Button.styles';

const meta = {
  title: 'Components/Button/Features',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const Variants: Story = {
  render: (args) => (
    <Row>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    for (const variant of BUTTON_VARIANTS) await expect(canvas.getByRole('button', { name: variant })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      {SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Size sm' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Size lg' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

export const Loading: Story = {
  args: { loading: true, variant: 'primary', children: 'Saving...' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Saving/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Remove' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeDisabled();
  },
};

export const WithIcon: Story = {
  args: { icon: <Icon name="refresh" />, children: 'Retry' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const IconOnly: Story = {
  args: { children: undefined, icon: <Icon name="close" />, 'aria-label': 'Close banner', variant: 'ghost' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Close banner' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongLabel: Story = {
  args: { children: 'Download the Endpoint Agent and install it on your endpoints' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Download the Endpoint Agent/ })).toBeVisible();
  },
};
