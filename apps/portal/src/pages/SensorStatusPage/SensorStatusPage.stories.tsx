import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, waitFor, within } from 'storybook/test';
import { SensorStatusPage } from './SensorStatusPage';

const SENSORS = CALLS.sensorMetrics.path;
const TIMEOUT = 'Error retrieving data. Reason: API Timeout.';

const meta = {
  title: 'Screens/Monitoring/SensorStatusPage',
  component: SensorStatusPage,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/sensors',
    docs: {
      description: {
        component:
          "/dashboard/sensors (portal-core §2, §3, §4): the customer's sensors and scanners from `GET /api/v1/metrics/sensors` in four groups — Physical Sensors, Virtual Sensors, Risk Scanners, Cloud Sensors — each sorted DOWN first, then other, then OK, then by name, with 24 hours of observations and, for physical and virtual sensors, the display status. Beyond the spec: 'No recent data' for an OK sensor that went quiet, and each group's healthy / total.",
      },
    },
  },
} satisfies Meta<typeof SensorStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const group = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });
const rowNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sensor & Scanner Status' })).toBeVisible();
    const physical = await group(canvas, 'Physical Sensors');
    await expect(rowNames(physical)[0]).toBe('hq-dmz-02');
    await expect(within(physical).getByText('2 / 8 healthy')).toBeVisible();
    for (const name of ['Virtual Sensors', 'Risk Scanners', 'Cloud Sensors'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.getByText('Updated just now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh sensor details' })).toBeEnabled();
  },
};

/** §2 and §9: DOWN (weight 1) first, then the sensors without a health (5), then OK (10); by name within each. */
export const DownFirst: Story = {
  play: async ({ canvas }) => {
    const physical = await group(canvas, 'Physical Sensors');
    await expect(rowNames(physical)).toEqual([
      'hq-dmz-02',
      'branch-east-01',
      'branch-north-01',
      'branch-west-01',
      'lab-staging-01',
      'NH-PHY-0006',
      'dc-tap-01',
      'hq-core-01',
    ]);
    await expect(rowNames(await group(canvas, 'Virtual Sensors'))[0]).toBe('vlc-dr-01');
    await expect(rowNames(await group(canvas, 'Risk Scanners'))[0]).toBe('scan-clinic-02');
    await expect(rowNames(await group(canvas, 'Cloud Sensors'))[0]).toBe('azure-ad');
  },
};

/** Beyond the spec: an OK sensor that sent nothing lately is flagged, apart from DOWN (which says so already). */
export const NoRecentData: Story = {
  play: async ({ canvas }) => {
    const cloud = await group(canvas, 'Cloud Sensors');
    const box = within(cloud).getByRole('rowheader', { name: /^box/ });
    await expect(within(box).getByText('No recent data')).toBeVisible();
    await expect(within(cloud).getByText('7 / 8 healthy')).toBeVisible();
    await expect(within(cloud).getAllByText('No recent data')).toHaveLength(1);
    const down = within(cloud).getByRole('rowheader', { name: 'azure-ad' });
    await expect(within(down).queryByText('No recent data')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', SENSORS, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading sensor details...');
  },
};

export const Empty: Story = {
  parameters: { persona: 'limited' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'There are no sensors or scanners installed.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Physical Sensors' })).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', SENSORS, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const GatewayTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', SENSORS, 504)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TIMEOUT);
  },
};

export const RetryAfterError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', SENSORS, 503)),
  play: async ({ canvas, userEvent, context }) => {
    await canvas.findByRole('alert');
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(rowNames(await group(canvas, 'Physical Sensors'))[0]).toBe('hq-dmz-02');
  },
};

/** §8: when a refetch fails, the sensors stay listed and each sparkline shows the error message. */
export const SparklineError: Story = {
  play: async ({ canvas, userEvent, context }) => {
    const physical = await group(canvas, 'Physical Sensors');
    context.msw.use(withFault('get', SENSORS, 504));
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh sensor details' }));
    await waitFor(() => expect(within(physical).getAllByText(TIMEOUT)).toHaveLength(8));
    await expect(within(physical).getByRole('rowheader', { name: 'hq-core-01' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(TIMEOUT);
  },
};

/** The many-sensors customer: 500 sensors and scanners in every group, DOWN first in each. */
export const FiveHundredSensors: Story = {
  parameters: { persona: 'manySensors' },
  play: async ({ canvas }) => {
    const names = ['Physical Sensors', 'Virtual Sensors', 'Risk Scanners', 'Cloud Sensors'];
    const regions = await Promise.all(names.map((name) => group(canvas, name)));
    // The rows below the first screen are rendered right after the first paint.
    await waitFor(() => expect(regions.reduce((sum, region) => sum + rowNames(region).length, 0)).toBe(500));
    const physical = within(regions[0] ?? document.body);
    await expect(physical.getAllByRole('row')[1]).toHaveTextContent('Unhealthy');
    await expect(physical.getByText(/^\d+ \/ \d+ healthy$/)).toBeVisible();
    await expect(canvas.getAllByText('No recent data').length).toBeGreaterThan(5);
    // Lines further down are drawn as they come near view: the last sensor's shows once scrolled to.
    const cloud = regions[3] ?? document.body;
    const last = within(cloud).getAllByRole('rowheader').at(-1);
    last?.scrollIntoView();
    const lastName = last?.firstElementChild?.firstChild?.textContent ?? '';
    await expect(
      await within(cloud).findByRole('img', { name: new RegExp(`^${lastName} observations: `) }),
    ).toBeVisible();
  },
};

/** An MSP user sees the end customer they are working for (Silverpine Credit Union). */
export const MspPersona: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas }) => {
    const physical = await group(canvas, 'Physical Sensors');
    await expect(rowNames(physical)).toEqual(['physical-05', 'physical-03', 'physical-04']);
    await expect(within(physical).getByText('2 / 3 healthy')).toBeVisible();
    await expect(rowNames(await group(canvas, 'Virtual Sensors'))).toEqual(['vsensor-01']);
    await expect(rowNames(await group(canvas, 'Cloud Sensors'))).toEqual(['azure-02']);
  },
};
