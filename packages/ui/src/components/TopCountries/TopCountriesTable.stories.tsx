import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryTraffic } from '@portal/fixtures/widgets/topCountries';
import { expect, within } from 'storybook/test';
import { TopCountriesTable } from './TopCountriesTable';

const meta = {
  title: 'Data Display/TopCountriesTable',
  component: TopCountriesTable,
  args: { countries: countryTraffic.slice(0, 5) },
  parameters: {
    controls: { include: ['caption'] },
    docs: {
      description: {
        component:
          'Traffic per country: Country, Bytes In, Bytes Out (base 1024), Flows In, Flows Out (abbreviated, the full number on hover). Shows the rows it is given; `TopCountries` picks the top 5.',
      },
    },
  },
} satisfies Meta<typeof TopCountriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Top countries by traffic' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Country', 'Bytes In', 'Bytes Out', 'Flows In', 'Flows Out']);
    await expect(within(table).getByRole('row', { name: 'United States 182.4GB 96.1GB 5M 4M' })).toBeVisible();
    await expect(within(table).getByText('5M')).toHaveAttribute('title', '4,812,330');
  },
};

export const Playground: Story = {
  args: { caption: 'Countries this week', countries: countryTraffic },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Countries this week' })).getAllByRole('row')).toHaveLength(
      countryTraffic.length + 1,
    );
  },
};
