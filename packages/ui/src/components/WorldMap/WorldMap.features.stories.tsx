import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryTraffic, longNamedCountryTraffic } from '@portal/fixtures/widgets/topCountries';
import { expect, waitFor } from 'storybook/test';
import { WorldMap } from './WorldMap';

const meta = {
  title: 'Data Display/WorldMap/Features',
  component: WorldMap,
  args: { highlighted: countryTraffic.slice(0, 5) },
} satisfies Meta<typeof WorldMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingHighlighted: Story = {
  args: { highlighted: [] },
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('img', { name: 'World map, no countries highlighted' });
    await waitFor(() => expect(map).toHaveAttribute('data-state', 'ready'));
    await expect(canvasElement.querySelectorAll('path[data-highlighted]')).toHaveLength(0);
  },
};

export const SmallCountry: Story = {
  args: {
    highlighted: [
      { code: 'SG', name: 'Singapore' },
      { code: 'US', name: 'United States' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('img', { name: 'World map highlighting Singapore and United States' });
    await waitFor(() => expect(map).toHaveAttribute('data-state', 'ready'));
    await expect(canvasElement.querySelectorAll('path[data-highlighted]')).toHaveLength(1);
  },
};

export const LongNames: Story = {
  args: { highlighted: longNamedCountryTraffic },
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('img', { name: /United Kingdom of Great Britain and Northern Ireland/ });
    await waitFor(() => expect(map).toHaveAttribute('data-state', 'ready'));
    await expect(canvasElement.querySelectorAll('path[data-highlighted]')).toHaveLength(5);
  },
};
