import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { INTENTS } from '../../theme/tokens';
import { Badge } from './Badge';
import { BADGE_APPEARANCES } from './Badge.styles';

const meta = {
  title: 'Data Display/Badge',
  component: Badge,
  args: { status: 'HEALTHY' },
  argTypes: {
    intent: { control: 'select', options: INTENTS },
    appearance: { control: 'inline-radio', options: BADGE_APPEARANCES },
  },
  parameters: {
    controls: { include: ['status', 'intent', 'appearance', 'children'] },
    docs: {
      description: {
        component:
          "A short status label. Given a `status` word, the colour follows portal-core §4 (`badgeIntentForStatus`, case-insensitive; 'unknown' for N/A and anything else); `intent` overrides it. The colour only repeats the word, it never carries meaning alone.",
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('HEALTHY');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-intent', 'success');
  },
};

export const Playground: Story = {
  args: { status: 'Unhealthy', appearance: 'solid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unhealthy')).toHaveAttribute('data-intent', 'danger');
  },
};
