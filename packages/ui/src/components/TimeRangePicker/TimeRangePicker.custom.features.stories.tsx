import type { Meta, StoryObj } from '@storybook/react-vite';
import { earlierHourRange, pastHourRange, threeDayMaxHours } from '@portal/fixtures/widgets/timeRanges';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  applyButton,
  chosenDay,
  dayButton,
  expectClosedWithFocusOnTrigger,
  openPicker,
  tabUntil,
  timeInput,
  trigger,
} from './pickerPlay';
import { TimeRangePicker } from './TimeRangePicker';
import { TimeRangePickerHarness } from './TimeRangePickerHarness';

const meta = {
  title: 'Forms/TimeRangePicker/Custom Range Features',
  component: TimeRangePicker,
  args: { value: pastHourRange, onChange: fn() },
  render: (args) => <TimeRangePickerHarness {...args} />,
} satisfies Meta<typeof TimeRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseByClicking: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.click(dayButton(dialog, 18));
    await userEvent.click(dayButton(dialog, 19));
    await expect(chosenDay(dialog, 'Start')).toHaveTextContent('2026-11-18');
    await expect(chosenDay(dialog, 'End')).toHaveTextContent('2026-11-19');
    await userEvent.click(applyButton(dialog));
    await expectClosedWithFocusOnTrigger(canvas);
    await expect(trigger(canvas)).toHaveTextContent('2026-11-18 00:00 to 2026-11-19 23:59');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    trigger(canvas).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose the time range' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await tabUntil(userEvent, (element) => element.getAttribute('data-day') === '2026-11-20');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(chosenDay(dialog, 'Start')).toHaveTextContent('2026-11-18');
    await userEvent.keyboard('{ArrowRight} ');
    await expect(chosenDay(dialog, 'End')).toHaveTextContent('2026-11-19');
    await userEvent.tab();
    await expect(timeInput(dialog, 'Start time')).toHaveFocus();
    await userEvent.keyboard('08:30');
    await userEvent.tab();
    await userEvent.keyboard('17:45{Enter}');
    await expectClosedWithFocusOnTrigger(canvas);
    await expect(trigger(canvas)).toHaveTextContent('2026-11-18 08:30 to 2026-11-19 17:45');
  },
};

export const CalendarKeys: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    dayButton(dialog, 18).focus();
    const expectFocusOn = (date: number) => waitFor(() => expect(dayButton(dialog, date)).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await expectFocusOn(16);
    await userEvent.keyboard('{End}');
    await expectFocusOn(22);
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusOn(15);
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusOn(22);
    await userEvent.keyboard('{PageDown}');
    await expectFocusOn(30);
    await userEvent.keyboard('{PageUp}');
    await expectFocusOn(1);
    await expect(within(dialog).getByRole('grid', { name: 'November 2026' })).toBeVisible();
  },
};

export const OrderedWhenSecondDayIsEarlier: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.click(dayButton(dialog, 19));
    await userEvent.click(dayButton(dialog, 16));
    await expect(chosenDay(dialog, 'Start')).toHaveTextContent('2026-11-16');
    await expect(chosenDay(dialog, 'End')).toHaveTextContent('2026-11-19');
    await userEvent.click(applyButton(dialog));
    await expect(trigger(canvas)).toHaveTextContent('2026-11-16 00:00 to 2026-11-19 23:59');
  },
};

export const HoverPreview: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.click(dayButton(dialog, 14));
    await userEvent.hover(dayButton(dialog, 17));
    for (const date of [15, 16, 17]) await expect(dayButton(dialog, date)).toHaveAttribute('data-state', 'preview');
    await expect(dayButton(dialog, 14)).toHaveAttribute('data-state', 'edge');
    await expect(dayButton(dialog, 18)).toHaveAttribute('data-state', 'none');
    await expect(chosenDay(dialog, 'End')).toHaveTextContent('Choose the end day');
  },
};

export const DisabledDays: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    await expect(dayButton(dialog, 10)).toHaveAttribute('aria-disabled', 'true');
    await expect(dayButton(dialog, 21)).toHaveAttribute('aria-disabled', 'true');
    await expect(dayButton(dialog, 11)).not.toHaveAttribute('aria-disabled');
    await expect(dayButton(dialog, 20)).toHaveAttribute('aria-current', 'date');
    await userEvent.click(dayButton(dialog, 10));
    await expect(chosenDay(dialog, 'Start')).toHaveTextContent('2026-11-20');
  },
};

export const InvalidStartTime: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    const input = timeInput(dialog, 'Start time');
    await userEvent.clear(input);
    await userEvent.type(input, '25:00');
    await userEvent.tab();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Start time is invalid (hh:mm)');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Start time is invalid \(hh:mm\)/);
    await expect(applyButton(dialog)).toBeDisabled();
  },
};

export const InvalidEndTime: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    const input = timeInput(dialog, 'End time');
    await userEvent.clear(input);
    await userEvent.type(input, '7pm{Enter}');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('End time is invalid (hh:mm)');
    await expect(applyButton(dialog)).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '14:30');
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await expect(applyButton(dialog)).toBeEnabled();
  },
};

export const EmptyTimesDefault: Story = {
  args: { value: earlierHourRange },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.clear(timeInput(dialog, 'Start time'));
    await userEvent.clear(timeInput(dialog, 'End time'));
    await expect(timeInput(dialog, 'Start time')).toHaveAttribute('placeholder', '00:00');
    await expect(timeInput(dialog, 'End time')).toHaveAttribute('placeholder', '15:00');
    await userEvent.click(applyButton(dialog));
    await expect(trigger(canvas)).toHaveTextContent('2026-11-20 00:00 to 15:00');
  },
};

export const EndTodayCappedAtNow: Story = {
  args: { value: earlierHourRange },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    const input = timeInput(dialog, 'End time');
    await userEvent.clear(input);
    await userEvent.type(input, '18:30');
    await expect(within(dialog).getByText('An end after now is set to now (15:00).')).toBeVisible();
    await userEvent.click(applyButton(dialog));
    await expect(trigger(canvas)).toHaveTextContent('2026-11-20 13:00 to 15:00');
  },
};

export const ApplyDisabledUntilComplete: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    await expect(applyButton(dialog)).toBeEnabled();
    await userEvent.click(dayButton(dialog, 18));
    await expect(chosenDay(dialog, 'End')).toHaveTextContent('Choose the end day');
    await expect(applyButton(dialog)).toBeDisabled();
    await userEvent.click(dayButton(dialog, 19));
    await expect(applyButton(dialog)).toBeEnabled();
  },
};

export const EndBeforeStart: Story = {
  args: { value: earlierHourRange },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.clear(timeInput(dialog, 'End time'));
    await userEvent.type(timeInput(dialog, 'End time'), '12:00');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The end must be after the start');
    await expect(applyButton(dialog)).toBeDisabled();
  },
};

export const LongerThanMaximum: Story = {
  args: { maxHours: threeDayMaxHours },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.click(dayButton(dialog, 12));
    await userEvent.click(dayButton(dialog, 19));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The range can be at most 72 hours');
    await expect(applyButton(dialog)).toBeDisabled();
  },
};
