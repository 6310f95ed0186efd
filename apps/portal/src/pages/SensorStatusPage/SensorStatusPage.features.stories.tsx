import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SensorStatusPage } from './SensorStatusPage';

/** One story per group (§3 classification) and per display status (§4 wording and badge colour). */
const meta = {
  title: 'Screens/Monitoring/SensorStatusPage/Features',
  component: SensorStatusPage,
  parameters: { layout: 'fullscreen', route: '/dashboard/sensors' },
} satisfies Meta<typeof SensorStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type Canvas = Parameters<Play>[0]['canvas'];

async function groupParts(canvas: Canvas, name: string) {
  const region = await canvas.findByRole('region', { name });
  const parts = within(region);
  return {
    parts,
    columns: parts.getAllByRole('columnheader').map((header) => header.textContent),
    names: parts.getAllByRole('rowheader').map((header) => header.textContent),
  };
}

/** A group lists exactly these sensors (in §9 order), with or without the Status column, and counts the healthy. */
function groupPlay(name: string, sensors: string[], withStatus: boolean, count: string): Play {
  return async ({ canvas }) => {
    const { parts, columns, names } = await groupParts(canvas, name);
    await expect(names).toEqual(sensors);
    await expect(columns).toEqual(withStatus ? ['Name', 'Past 24 hours', 'Status'] : ['Name', 'Past 24 hours']);
    await expect(parts.getByText(count)).toBeVisible();
    await expect(parts.getAllByRole('img', { name: /observations/ }).length).toBeGreaterThan(0);
  };
}

export const PhysicalSensors: Story = {
  play: groupPlay(
    'Physical Sensors',
    [
      'hq-dmz-02',
      'branch-east-01',
      'branch-north-01',
      'branch-west-01',
      'lab-staging-01',
      'NH-PHY-0006',
      'dc-tap-01',
      'hq-core-01',
    ],
    true,
    '2 / 8 healthy',
  ),
};

export const VirtualSensors: Story = {
  play: groupPlay(
    'Virtual Sensors',
    ['vlc-dr-01', 'vsensor-azure-01', 'vlc-hq-01', 'vsensor-aws-01'],
    true,
    '2 / 4 healthy',
  ),
};

/** Type scanner, and physical or virtual appliances configured as scanners. */
export const RiskScanners: Story = {
  play: groupPlay(
    'Risk Scanners',
    ['scan-clinic-02', 'scan-branch-03', 'clinic-scan-01', 'scan-hq-01', 'vscan-esxi-01'],
    false,
    '3 / 5 healthy',
  ),
};

/** The cloud kinds, and ConnectWise (no health). */
export const CloudSensors: Story = {
  play: groupPlay(
    'Cloud Sensors',
    [
      'azure-ad',
      'connectwise',
      'aws-prod',
      'boxNo recent data',
      'gcp-analytics',
      'google-workspace',
      'imanage',
      'office-365',
      'salesforce',
    ],
    false,
    '7 / 8 healthy',
  ),
};

/** The sensor's row in its group shows this display status as a badge of this §4 colour. */
function statusPlay(groupName: string, sensor: string, label: string, intent: string): Play {
  return async ({ canvas }) => {
    const { parts } = await groupParts(canvas, groupName);
    const row = parts.getByRole('rowheader', { name: sensor }).closest('tr');
    await expect(row).not.toBeNull();
    const badge = within(row ?? document.body).getByText(label, { exact: true });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-intent', intent);
  };
}

export const AwaitingActivation: Story = {
  play: statusPlay('Virtual Sensors', 'vsensor-azure-01', 'Awaiting Activation', 'unknown'),
};
export const PreparingToShip: Story = {
  play: statusPlay('Physical Sensors', 'branch-east-01', 'Preparing to Ship', 'unknown'),
};
export const ShippedWithDate: Story = {
  play: statusPlay('Physical Sensors', 'branch-west-01', 'Shipped - 2026-11-11', 'info'),
};
export const ShippedWithoutDate: Story = {
  play: statusPlay('Physical Sensors', 'branch-north-01', 'Shipped', 'info'),
};
export const Staged: Story = { play: statusPlay('Physical Sensors', 'lab-staging-01', 'Staged', 'warning') };
export const Healthy: Story = { play: statusPlay('Physical Sensors', 'hq-core-01', 'Healthy', 'success') };
export const Unhealthy: Story = { play: statusPlay('Physical Sensors', 'hq-dmz-02', 'Unhealthy', 'danger') };

/** A state the portal does not know ('returned', on the many-sensors customer). */
export const Unknown: Story = {
  parameters: { persona: 'manySensors' },
  play: statusPlay('Physical Sensors', 'physical-209', 'Unknown', 'unknown'),
};

/** §2: the sparkline's tooltip gives a point's observation count and time (keyboard here; the pointer works too). */
export const SparklineTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    const { parts } = await groupParts(canvas, 'Physical Sensors');
    const slider = parts.getByRole('slider', { name: 'hq-core-01 observations, point by point' });
    slider.focus();
    await userEvent.keyboard('{Home}');
    const tooltip = await parts.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/^\d[\d,]* observations?2026-11-19T15:0\dZ$/);
  },
};
