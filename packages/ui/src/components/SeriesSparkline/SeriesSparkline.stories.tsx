import { EVENTS_PER_SECOND } from '@portal/fixtures/widgets/dataExplorer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SeriesSparkline } from './SeriesSparkline';

const meta = {
  title: 'Data Display/SeriesSparkline',
  component: SeriesSparkline,
  args: { values: EVENTS_PER_SECOND, label: '4624 events per second' },
  parameters: {
    docs: {
      description: {
        component:
          'A small static line of evenly spaced values (e.g. events per second over a range) for table rows. It takes no focus; its accessible name gives the peak, average and latest value.',
      },
    },
  },
} satisfies Meta<typeof SeriesSparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: /^4624 events per second: peak / });
    await expect(chart).toBeVisible();
    await expect(chart.querySelector('path')?.getAttribute('d')).toMatch(/^M20,\d+(L\d+,\d+){47}$/);
  },
};

export const Playground: Story = {
  args: { width: 260, height: 48, intent: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /4624 events per second/ })).toHaveAttribute('width', '260');
  },
};
