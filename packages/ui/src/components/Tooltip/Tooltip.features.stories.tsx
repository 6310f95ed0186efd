import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { LIGHT_TOOLTIP_DELAY_MS, Tooltip, TOOLTIP_DELAY_MS } from './Tooltip';

const meta = {
  title: 'Feedback/Tooltip/Features',
  component: Tooltip,
  args: { content: 'Purchase required for additional sensors', children: <Button>awnv200: 0 / 4</Button> },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const OpensOnKeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'awnv200: 0 / 4' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Purchase required for additional sensors');
    await expect(trigger).toHaveAccessibleDescription('Purchase required for additional sensors');
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const ClosesOnBlur: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const HoverDelay: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button'));
    await sleep(TOOLTIP_DELAY_MS / 2);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await screen.findByRole('tooltip', {}, { timeout: TOOLTIP_DELAY_MS * 2 })).toBeVisible();
  },
};

export const LightVariant: Story = {
  args: { variant: 'light', content: 'Sensors available to assign' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button'));
    await sleep(TOOLTIP_DELAY_MS + 100);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: LIGHT_TOOLTIP_DELAY_MS * 2 });
    await expect(tooltip).toHaveTextContent('Sensors available to assign');
  },
};

export const LongContentWraps: Story = {
  args: {
    content:
      'The agent reports every 30 minutes. Fields may be blank for endpoints with non-English language packs, atypical networks, adapter or IP changes, or no user logged in. Contact your CST if this persists.',
  },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};

export const BottomPlacement: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    const trigger = canvas.getByRole('button');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom);
  },
};
