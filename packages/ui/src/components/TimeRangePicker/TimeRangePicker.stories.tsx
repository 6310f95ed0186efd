import type { Meta, StoryObj } from '@storybook/react-vite';
import { pastDayRange, pastHourRange, threeDayMaxHours } from '@portal/fixtures/widgets/timeRanges';
import { expect, fn, screen, within } from 'storybook/test';
import { openPicker, trigger } from './pickerPlay';
import { localTimeZone } from './timeRange';
import { TimeRangePicker } from './TimeRangePicker';
import { TimeRangePickerHarness } from './TimeRangePickerHarness';

const meta = {
  title: 'Forms/TimeRangePicker',
  component: TimeRangePicker,
  args: { value: pastHourRange, onChange: fn() },
  render: (args) => <TimeRangePickerHarness {...args} />,
  parameters: {
    controls: { include: ['maxHours', 'label'] },
    docs: {
      description: {
        component:
          'Chooses a time range (portal-core §2, §5): quick choices within `maxHours`, a shorthand such as `24h` or `7d`, or a custom range of days (from 9 days back to today, at most 10 days) with typed hh:mm times. The trigger shows the range and the time zone; beside it, buttons shift the window by its length and zoom out or in. Ranges never end after `now`.',
      },
    },
  },
} satisfies Meta<typeof TimeRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(trigger(canvas)).toHaveTextContent('Past Hour');
    await expect(trigger(canvas)).toHaveTextContent(localTimeZone());
    const dialog = await openPicker(canvas, userEvent);
    await expect(within(dialog).getByRole('list', { name: 'Quick ranges' })).toBeVisible();
    await expect(within(dialog).getByRole('grid', { name: 'November 2026' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { value: pastDayRange, maxHours: threeDayMaxHours, label: 'Search range' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Search range:/ });
    await expect(button).toHaveTextContent('Past 24 Hours');
    await expect(canvas.getByRole('group', { name: 'Search range' })).toBeVisible();
    await userEvent.click(button);
    await expect(await screen.findByRole('dialog', { name: 'Choose the search range' })).toBeVisible();
  },
};
