import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { AbbreviatedNumber } from './AbbreviatedNumber';

const meta = {
  title: 'Data Display/AbbreviatedNumber/Features',
  component: AbbreviatedNumber,
  args: { value: 1_500_000 },
} satisfies Meta<typeof AbbreviatedNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoDecimalsAboveAThousand: Story = {
  args: { value: 1834, decimals: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.83K')).toBeVisible();
  },
};

export const Bytes: Story = {
  args: { value: 3 * 1024 ** 3, base: 1024, decimals: 1, unit: 'B' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('3.0GB')).toBeVisible();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('3,221,225,472B');
  },
};

export const HoverShowsFullNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByText('2M'));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('1,500,000');
  },
};

export const EscapeHidesTooltip: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const SmallNumberIsPlain: Story = {
  args: { value: 999 },
  play: async ({ canvas }) => {
    const number = canvas.getByText('999');
    await expect(number).toBeVisible();
    await expect(number).not.toHaveAttribute('tabindex');
  },
};

export const NotNumeric: Story = {
  args: { value: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('---')).toBeVisible();
    await expect(canvas.getByText('---')).not.toHaveAttribute('tabindex');
  },
};

export const Negative: Story = {
  args: { value: -1500, decimals: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-1.5K')).toHaveAttribute('tabindex', '0');
  },
};
