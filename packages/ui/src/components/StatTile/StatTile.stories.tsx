import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { StatTile } from './StatTile';
import { containedEndpointsText } from './statTileText';

const meta = {
  title: 'Data Display/StatTile',
  component: StatTile,
  args: {
    title: 'Online Endpoints',
    value: '2,431',
    footer: 'The number of endpoint agents that have reported within the last 72 hours.',
    link: { href: '/dashboard/endpoints', label: 'View endpoint status' },
  },
  parameters: {
    controls: { include: ['title', 'value', 'description', 'footer', 'loading', 'loadingLabel', 'error'] },
    docs: {
      description: {
        component:
          'A dashboard metric panel: a titled region with the value, an optional badge and sentence, a footer explaining the metric and a link to the page behind it. `loading` shows a spinner; `error` an error panel with Retry (`onRetry`); `children` replace the body (e.g. the Online Endpoints call to action). Wording helpers: `containedEndpointsText(n)` and `sensorStatusText(...)`.',
      },
    },
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('region', { name: 'Online Endpoints' });
    await expect(tile).toHaveTextContent('2,431');
    await expect(tile).toHaveTextContent('reported within the last 72 hours');
    await expect(canvas.getByRole('link', { name: 'View endpoint status' })).toHaveAttribute(
      'href',
      '/dashboard/endpoints',
    );
  },
};

export const Playground: Story = {
  args: { badge: <Badge intent="danger">{containedEndpointsText(3)}</Badge> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 endpoints are contained')).toHaveAttribute('data-intent', 'danger');
  },
};
