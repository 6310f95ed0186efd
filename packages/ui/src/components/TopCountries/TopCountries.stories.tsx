import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryTraffic } from '@portal/fixtures/widgets/topCountries';
import { expect, waitFor, within } from 'storybook/test';
import { TopCountries } from './TopCountries';

const meta = {
  title: 'Data Display/TopCountries',
  component: TopCountries,
  args: { countries: countryTraffic },
  parameters: {
    controls: { include: ['loading', 'error'] },
    docs: {
      description: {
        component:
          'The Top Countries panel body: the 5 countries with the most traffic in a table, beside a world map that highlights them in one colour. "Loading chart data..." while loading; an error block on failure.',
      },
    },
  },
} satisfies Meta<typeof TopCountries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Top 5 countries by traffic' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const map = canvas.getByRole('img', {
      name: 'Map of the top 5 countries highlighting United States, Germany, United Kingdom, Ireland, and Japan',
    });
    await waitFor(() => expect(map).toHaveAttribute('data-state', 'ready'));
  },
};

export const Playground: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart data...');
  },
};
