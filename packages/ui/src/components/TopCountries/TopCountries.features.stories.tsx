import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  countryTraffic,
  countryTrafficError,
  fewCountriesTraffic,
  longNamedCountryTraffic,
} from '@portal/fixtures/widgets/topCountries';
import { expect, waitFor, within } from 'storybook/test';
import { TopCountries } from './TopCountries';

const meta = {
  title: 'Data Display/TopCountries/Features',
  component: TopCountries,
  args: { countries: countryTraffic },
} satisfies Meta<typeof TopCountries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopFiveOnly: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).queryByText('Brazil')).not.toBeInTheDocument();
    await expect(within(table).queryByText('Singapore')).not.toBeInTheDocument();
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['United States', 'Germany', 'United Kingdom', 'Ireland', 'Japan']);
  },
};

export const FewCountries: Story = {
  args: { countries: fewCountriesTraffic },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Top 2 countries by traffic' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /highlighting United States and Germany$/ })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { countries: longNamedCountryTraffic },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getByText('United Kingdom of Great Britain and Northern Ireland')).toBeVisible();
    await expect(within(table).getByText('3.2TB')).toBeVisible();
    await expect(within(table).getByText('10G')).toHaveAttribute('title', '9,876,543,210');
    const map = canvas.getByRole('img', { name: /Republic of North Macedonia$/ });
    await waitFor(() => expect(map).toHaveAttribute('data-state', 'ready'));
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart data...');
    await expect(canvas.getByText('Loading chart data...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { countries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No country traffic to show yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  args: { error: countryTrafficError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(countryTrafficError);
  },
};
