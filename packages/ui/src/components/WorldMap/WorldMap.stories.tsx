import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryTraffic } from '@portal/fixtures/widgets/topCountries';
import { expect, waitFor } from 'storybook/test';
import { WorldMap } from './WorldMap';

const meta = {
  title: 'Data Display/WorldMap',
  component: WorldMap,
  args: { highlighted: countryTraffic.slice(0, 5) },
  parameters: {
    controls: { include: ['label'] },
    docs: {
      description: {
        component:
          'A world map (Natural Earth 1:110m, loaded once on first use) with countries highlighted in one colour, given as ISO alpha-2 codes. It is a picture with a summary: its accessible name lists the highlighted countries, and the numbers belong in a table beside it.',
      },
    },
  },
} satisfies Meta<typeof WorldMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('img', {
      name: 'World map highlighting United States, Germany, United Kingdom, Ireland, and Japan',
    });
    await waitFor(() => expect(map).toHaveAttribute('data-state', 'ready'));
    await expect(canvasElement.querySelectorAll('path[data-highlighted]')).toHaveLength(5);
    await expect(canvasElement.querySelector('path[data-country="840"]')).toHaveAttribute('data-highlighted', 'true');
  },
};

export const Playground: Story = {
  args: { label: 'Traffic map', highlighted: [{ code: 'FR', name: 'France' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Traffic map highlighting France' })).toBeVisible();
  },
};
