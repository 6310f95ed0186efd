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

/**
 * Hovers the trigger and measures how long the tooltip took to appear: a MutationObserver notes the moment it is
 * added, and the play waits for it with findByRole, never for a fixed time.
 */
async function timeTooltipAfterHover(hover: () => Promise<void>, timeout: number) {
  let appearedAt: number | undefined;
  const observer = new MutationObserver(() => {
    if (appearedAt === undefined && document.querySelector('[role="tooltip"]')) appearedAt = performance.now();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const hoveredAt = performance.now();
  await hover();
  const notYet = screen.queryByRole('tooltip');
  const tooltip = await screen.findByRole('tooltip', {}, { timeout });
  observer.disconnect();
  return { notYet, tooltip, waited: (appearedAt ?? Number.NaN) - hoveredAt };
}

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
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Purchase required for additional sensors');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Escape closes the tooltip only: the focus stays on its trigger.
    await expect(canvas.getByRole('button', { name: 'awnv200: 0 / 4' })).toHaveFocus();
  },
};

export const ClosesOnBlur: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Purchase required for additional sensors');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const HoverDelay: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button');
    const { notYet, tooltip, waited } = await timeTooltipAfterHover(
      () => userEvent.hover(trigger),
      TOOLTIP_DELAY_MS * 5,
    );
    await expect(notYet).not.toBeInTheDocument();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveTextContent('Purchase required for additional sensors');
    // 700 ms of hover before it shows (portal-core §9).
    await expect(waited).toBeGreaterThanOrEqual(700);
  },
};

export const LightVariant: Story = {
  args: { variant: 'light', content: 'Sensors available to assign' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button');
    const { notYet, tooltip, waited } = await timeTooltipAfterHover(
      () => userEvent.hover(trigger),
      LIGHT_TOOLTIP_DELAY_MS * 5,
    );
    await expect(notYet).not.toBeInTheDocument();
    await expect(tooltip).toHaveTextContent('Sensors available to assign');
    // The light tooltip waits longer than the default one: 1000 ms (portal-core §9).
    await expect(waited).toBeGreaterThanOrEqual(1000);
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
