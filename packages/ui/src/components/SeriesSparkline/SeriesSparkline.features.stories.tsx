import { eventsPerSecond } from '@portal/fixtures/widgets/dataExplorer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SeriesSparkline } from './SeriesSparkline';

const meta = {
  title: 'Data Display/SeriesSparkline/Features',
  component: SeriesSparkline,
  args: { values: eventsPerSecond(3), label: 'Events per second' },
} satisfies Meta<typeof SeriesSparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The accessible name reads the series in the consumer's words, e.g. bytes per second. */
export const FormattedValues: Story = {
  args: { values: [1000, 4000, 1000], label: 'HTTPS bytes per second', formatValue: (value) => `${String(value)} B/s` },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'HTTPS bytes per second: peak 4000 B/s, average 2000 B/s, latest 1000 B/s',
      }),
    ).toBeVisible();
  },
};

/** No values: the words instead of an empty box. */
export const NoData: Story = {
  args: { values: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Events per second: no data')).toBeVisible();
  },
};

/** All intents, as Sparkline has them. */
export const Intents: Story = {
  render: (args) => (
    <div>
      {(['primary', 'success', 'warning', 'danger'] as const).map((intent) => (
        <SeriesSparkline key={intent} {...args} intent={intent} label={`${intent} events per second`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: /^danger events per second/ })).toBeVisible();
  },
};
