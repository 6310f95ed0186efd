import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { earlierHourRange, pastHourRange, threeDayMaxHours } from '@portal/fixtures/widgets/timeRanges';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectClosedWithFocusOnTrigger, openPicker, trigger } from './pickerPlay';
import { localTimeZone } from './timeRange';
import { TimeRangePicker } from './TimeRangePicker';
import { TimeRangePickerHarness } from './TimeRangePickerHarness';

const meta = {
  title: 'Forms/TimeRangePicker/Features',
  component: TimeRangePicker,
  args: { value: pastHourRange, onChange: fn() },
  render: (args) => <TimeRangePickerHarness {...args} />,
} satisfies Meta<typeof TimeRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const hoursBeforeNow = (hours: number) => new Date(DEMO_NOW.getTime() - hours * 3_600_000);

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toHaveTextContent(`Past Hour${localTimeZone()}`);
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'true');
    const pastHour = within(dialog).getByRole('button', { name: 'Past Hour' });
    await waitFor(() => expect(pastHour).toHaveFocus());
    await expect(pastHour).toHaveAttribute('aria-current', 'true');
    await expect(within(dialog).getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(within(dialog).getByText(new RegExp(`Times are hh:mm in ${localTimeZone()}`))).toBeVisible();
  },
};

function quickChoice(label: string, hours: number): Story {
  return {
    args: { value: earlierHourRange },
    play: async ({ canvas, userEvent, args }) => {
      const dialog = await openPicker(canvas, userEvent);
      await userEvent.click(within(dialog).getByRole('button', { name: label }));
      await expect(args.onChange).toHaveBeenCalledWith({ start: hoursBeforeNow(hours), end: DEMO_NOW });
      await expectClosedWithFocusOnTrigger(canvas);
      await expect(trigger(canvas)).toHaveTextContent(label);
    },
  };
}

export const QuickPastHour = quickChoice('Past Hour', 1);
export const QuickPast24Hours = quickChoice('Past 24 Hours', 24);
export const QuickPast72Hours = quickChoice('Past 72 Hours', 72);
export const QuickPastWeek = quickChoice('Past Week', 168);

export const QuickChoicesLimitedByMaxHours: Story = {
  args: { maxHours: threeDayMaxHours },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    const choices = within(within(dialog).getByRole('list', { name: 'Quick ranges' })).getAllByRole('button');
    await expect(choices.map((choice) => choice.textContent)).toEqual(['Past Hour', 'Past 24 Hours', 'Past 72 Hours']);
    await expect(within(dialog).queryByRole('button', { name: 'Past Week' })).not.toBeInTheDocument();
  },
};

export const Shorthand: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Relative range' }), '7d{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ start: hoursBeforeNow(168), end: DEMO_NOW });
    await expectClosedWithFocusOnTrigger(canvas);
    await expect(trigger(canvas)).toHaveTextContent('Past Week');
  },
};

export const ShorthandCappedAtMaximum: Story = {
  args: { maxHours: threeDayMaxHours },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openPicker(canvas, userEvent);
    await expect(within(dialog).getByText('Ends now; at most 72 hours.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Relative range' }), '7d');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set' }));
    await expect(args.onChange).toHaveBeenCalledWith({ start: hoursBeforeNow(72), end: DEMO_NOW });
    await expect(trigger(canvas)).toHaveTextContent('Past 72 Hours');
  },
};

export const ShorthandInvalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openPicker(canvas, userEvent);
    const input = within(dialog).getByRole('textbox', { name: 'Relative range' });
    await userEvent.type(input, 'soon{Enter}');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Type a number and a unit, e.g. 24h or 7d');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ShiftBackAndForward: Story = {
  args: { value: earlierHourRange },
  play: async ({ canvas, userEvent }) => {
    const back = canvas.getByRole('button', { name: 'Shift time range back' });
    const forward = canvas.getByRole('button', { name: 'Shift time range forward' });
    await expect(trigger(canvas)).toHaveTextContent('2026-11-20 13:00 to 14:00');
    await userEvent.click(back);
    await expect(trigger(canvas)).toHaveTextContent('2026-11-20 12:00 to 13:00');
    await userEvent.click(forward);
    await userEvent.click(forward);
    await expect(trigger(canvas)).toHaveTextContent('Past Hour');
    await expect(forward).toBeDisabled();
  },
};

export const ZoomOutAndIn: Story = {
  args: { value: earlierHourRange },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out time range' }));
    await expect(trigger(canvas)).toHaveTextContent('2026-11-20 12:30 to 14:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in time range' }));
    await expect(trigger(canvas)).toHaveTextContent('2026-11-20 13:00 to 14:00');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const ZoomOutCappedAtMaximum: Story = {
  args: { value: { start: hoursBeforeNow(48), end: DEMO_NOW }, maxHours: threeDayMaxHours },
  play: async ({ canvas, userEvent }) => {
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out time range' });
    await userEvent.click(zoomOut);
    await expect(trigger(canvas)).toHaveTextContent('Past 72 Hours');
    await expect(zoomOut).toBeDisabled();
  },
};

export const EscapeClosesAndFocusReturns: Story = {
  play: async ({ canvas, userEvent, args }) => {
    trigger(canvas).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose the time range' });
    await userEvent.click(within(dialog).getByRole('button', { name: /November 18, 2026$/ }));
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOnTrigger(canvas);
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CancelKeepsTheRange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: /November 18, 2026$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosedWithFocusOnTrigger(canvas);
    await expect(trigger(canvas)).toHaveTextContent('Past Hour');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
