import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon } from '../../icons';
import { styled } from '../../theme/styledInterop';
import { SIZES } from '../../theme/tokens';
import { cssColor, storyTheme } from '../../storyHelpers/themeColors';
import type { PortalTheme } from '../../theme/tokens';
import { Button } from './Button';
import { BUTTON_VARIANTS, type ButtonVariant } from './Button.styles';

const meta = {
  title: 'Components/Button/Features',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The look each variant promises, from the theme's tokens (as the story's toolbar theme has them). */
function variantColors(theme: PortalTheme, variant: ButtonVariant): { background: string; text: string } {
  const { intent, text } = theme.colors;
  switch (variant) {
    case 'primary':
      return { background: intent.primary.main, text: intent.primary.contrast };
    case 'secondary':
      return { background: intent.neutral.main, text: intent.neutral.contrast };
    case 'danger':
      return { background: intent.danger.main, text: intent.danger.contrast };
    case 'ghost':
      return { background: 'transparent', text: text.link };
  }
}

/** Background and text colour of a button, as the user sees them, against the variant's tokens. */
async function expectVariantLook(button: HTMLElement, theme: PortalTheme, variant: ButtonVariant) {
  const expected = variantColors(theme, variant);
  const style = getComputedStyle(button);
  await expect(style.backgroundColor).toBe(cssColor(expected.background));
  await expect(style.color).toBe(cssColor(expected.text));
}

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
  play: async ({ canvas, globals }) => {
    const theme = storyTheme(globals);
    for (const variant of BUTTON_VARIANTS) {
      const button = canvas.getByRole('button', { name: variant });
      await expect(button).toBeVisible();
      await expectVariantLook(button, theme, variant);
    }
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
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Saving/ });
    // Busy, not disabled: it announces itself as unavailable but keeps the keyboard user's focus.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Unavailable for now (another action it would clash with runs): marked so, no spinner, focusable, presses ignored. */
export const Unavailable: Story = {
  args: { unavailable: true, variant: 'danger', children: 'Delete' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
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
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: 'Retry' });
    await expect(button).toBeVisible();
    await expectVariantLook(button, storyTheme(globals), 'secondary');
    // The icon comes before the label, is drawn in the label's colour and is hidden from assistive technology.
    const icon = button.querySelector('svg[data-icon="refresh"]');
    await expect(icon).toBeVisible();
    await expect(button.firstElementChild).toBe(icon);
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    if (icon) await expect(getComputedStyle(icon).stroke).toBe(getComputedStyle(button).color);
  },
};

export const IconOnly: Story = {
  args: { children: undefined, icon: <Icon name="close" />, 'aria-label': 'Close banner', variant: 'ghost' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: 'Close banner' });
    await expectVariantLook(button, storyTheme(globals), 'ghost');
    await expect(button.querySelector('svg[data-icon="close"]')).toBeVisible();
    // Icon-only buttons are square: as wide as they are tall.
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(box.height, 0);
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
