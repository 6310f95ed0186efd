import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { FlowDataPage } from './FlowDataPage';

const FLOWS = CALLS.flows.path;

const meta = {
  title: 'Screens/Data/FlowDataPage',
  component: FlowDataPage,
  render: () => (
    <Routes>
      <Route path="/data/flow/:type" element={<FlowDataPage />} />
    </Routes>
  ),
  parameters: {
    layout: 'fullscreen',
    route: '/data/flow/device',
    docs: {
      description: {
        component:
          '/data/flow/:type with no unified-portal host: `GET /api/v2/data/flows` by device, protocol, location, site or sensor, with the AD explorer’s parts: range, location, sensor and direction filters and the sort in the URL, heat map, bytes-per-second sparklines.',
      },
    },
  },
} satisfies Meta<typeof FlowDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const grid = async (canvas: Canvas, by: string) => within(await canvas.findByRole('grid', { name: `Flows by ${by}` }));

/** By device (where /data and /data/flow land): busiest first, flows and bytes on their heat colours. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Flow Data' })).toBeVisible();
    const rows = await grid(canvas, 'device');
    await expect(rows.getByRole('columnheader', { name: 'Bytes' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.getAllByRole('img', { name: /^NH-SRV-\d{5} bytes per second: peak / })).toHaveLength(12);
    await expect(canvas.getByText('Showing 1 - 12 of 12 devices')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Protocols: Story = {
  parameters: { route: '/data/flow/protocol' },
  play: async ({ canvas }) => {
    const rows = await grid(canvas, 'protocol');
    await expect(rows.getByText('Kerberos')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Top protocols' })).toBeVisible();
  },
};

/** A location drills into the devices seen there. */
export const LocationsDrillDown: Story = {
  parameters: { route: '/data/flow/location' },
  play: async ({ canvas }) => {
    const rows = await grid(canvas, 'location');
    await userEvent.click(rows.getByRole('link', { name: 'Germany: its devices' }));
    await grid(canvas, 'device');
    await expect(canvas.getByRole('list', { name: 'Filters' })).toHaveTextContent('Location:Germany');
  },
};

export const Sites: Story = {
  parameters: { route: '/data/flow/site' },
  play: async ({ canvas }) => {
    const rows = await grid(canvas, 'site');
    await expect(rows.getByText('Head Office')).toBeVisible();
  },
};

export const Sensors: Story = {
  parameters: { route: '/data/flow/sensor?sensor=dc-tap-01' },
  play: async ({ canvas }) => {
    const rows = await grid(canvas, 'sensor');
    await expect(rows.getByRole('link', { name: 'dc-tap-01: its devices' })).toBeVisible();
    await expect(canvas.getByText('Showing 1 - 1 of 1 sensors')).toBeVisible();
  },
};

/** The direction filter goes into the URL and the query. */
export const Direction: Story = {
  parameters: { route: '/data/flow/protocol?direction=outbound' },
  play: async ({ canvas }) => {
    await grid(canvas, 'protocol');
    const direction = canvas.getByRole('combobox', { name: 'Direction' });
    await expect(direction).toHaveValue('outbound');
    await userEvent.selectOptions(direction, 'Inbound');
    await expect(canvas.getByRole('combobox', { name: 'Direction' })).toHaveValue('inbound');
  },
};

/** An unknown flow type goes to the devices, keeping the query. */
export const UnknownType: Story = {
  parameters: { route: '/data/flow/country?location=Japan' },
  play: async ({ canvas }) => {
    await grid(canvas, 'device');
    await expect(canvas.getByRole('list', { name: 'Filters' })).toHaveTextContent('Location:Japan');
  },
};

export const NoResults: Story = {
  parameters: { route: '/data/flow/device?location=Atlantis' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found matching your search criteria')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', FLOWS, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading data...')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', FLOWS, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};
