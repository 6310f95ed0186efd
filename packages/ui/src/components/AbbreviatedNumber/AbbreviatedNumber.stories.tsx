import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { AbbreviatedNumber } from './AbbreviatedNumber';

const meta = {
  title: 'Data Display/AbbreviatedNumber',
  component: AbbreviatedNumber,
  args: { value: 2431 },
  parameters: {
    controls: { include: ['value', 'decimals', 'base', 'unit'] },
    docs: {
      description: {
        component:
          "A count abbreviated with K, M, G… (`abbreviateNumber`, base 1000; bytes base 1024) with the full number (`formatFullNumber`) in a tooltip that opens on hover and on keyboard focus. Numbers that need no abbreviation are plain text; anything not numeric is '---'.",
      },
    },
  },
} satisfies Meta<typeof AbbreviatedNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByText('2K');
    await userEvent.tab();
    await expect(number).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('2,431');
    await expect(number).toHaveAccessibleDescription('2,431');
  },
};

export const Playground: Story = {
  args: { value: 1_234_567, decimals: 2 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('1.23M')).toBeVisible();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('1,234,567');
  },
};
