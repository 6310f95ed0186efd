import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { Panel } from './Panel';

const meta = {
  title: 'Components/Panel',
  component: Panel,
  args: {
    title: 'Online Endpoints',
    children: '2,431',
    footer: 'The number of endpoint agents that have reported within the last 72 hours.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A titled surface for one piece of content (a dashboard tile, a form section). The title names the region, so screen-reader users can jump between panels.',
      },
    },
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Online Endpoints' });
    await expect(region).toHaveTextContent('2,431');
    await expect(region).toHaveTextContent('reported within the last 72 hours');
  },
};

export const WithActions: Story = {
  args: { actions: <Button size="sm">Refresh</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { children: <Spinner label="Loading endpoints" />, footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading endpoints');
  },
};

export const Untitled: Story = {
  args: { title: undefined, footer: undefined, children: 'A plain surface without a heading.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('A plain surface without a heading.')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Sensor & Scanner Status with a very long title that has to wrap on narrow screens',
    children: 'Some of your sensors are experiencing problems. '.repeat(12),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/very long title/);
  },
};

const LONG_NAME = `Customer${'X'.repeat(120)}`;

/** A long unbroken title wraps inside the panel instead of overflowing it. */
export const LongUnbrokenTitle: Story = {
  args: { title: LONG_NAME },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Panel {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: LONG_NAME });
    const heading = canvas.getByRole('heading', { name: LONG_NAME });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
