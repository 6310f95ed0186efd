import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AbbreviatedNumber } from '../AbbreviatedNumber';
import { styled } from '../../theme/styledInterop';
import { Badge } from '../Badge';
import { COVERAGE_GAUGE_SIZE, CoverageGauge } from '../CoverageGauge';
import { Link } from '../Link';
import { StatTile, type StatTileProps } from './StatTile';
import { containedEndpointsText, sensorStatusIntent, sensorStatusText, type SensorStatus } from './statTileText';

const ONLINE_ENDPOINTS_FOOTER = 'The number of endpoint agents that have reported within the last 72 hours.';
const DOWNLOAD_AGENT_TEXT =
  'Download the Endpoint Agent and install it on your endpoints in order to view their reporting and containment status.';

const meta = {
  title: 'Data Display/StatTile/Features',
  component: StatTile,
  args: {
    title: 'Online Endpoints',
    value: '2,431',
    footer: ONLINE_ENDPOINTS_FOOTER,
    link: { href: '/dashboard/endpoints', label: 'View endpoint status' },
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlineEndpointsContained: Story = {
  args: { badge: <Badge intent="danger">{containedEndpointsText(3)}</Badge> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 endpoints are contained')).toHaveAttribute('data-intent', 'danger');
  },
};

export const OnlineEndpointsOneContained: Story = {
  args: { value: '1', badge: <Badge intent="danger">{containedEndpointsText(1)}</Badge> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 endpoint is contained')).toBeVisible();
  },
};

export const OnlineEndpointsNoAgents: Story = {
  args: {
    link: undefined,
    children: (
      <>
        <p>{DOWNLOAD_AGENT_TEXT}</p>
        <Link href="https://portal.example.com/downloads?id=5f0c3a9e" variant="button" newTab>
          Go to Downloads
        </Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(DOWNLOAD_AGENT_TEXT)).toBeVisible();
    const downloads = canvas.getByRole('link', { name: /Go to Downloads/ });
    await expect(downloads).toHaveAttribute('target', '_blank');
    await expect(downloads).toHaveAttribute('href', 'https://portal.example.com/downloads?id=5f0c3a9e');
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading endpoints' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading endpoints');
    await expect(canvas.queryByText('2,431')).not.toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  args: { error: { message: 'Error retrieving data. Reason: API Timeout.', status: 504 }, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('API Timeout');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function sensorTile(status: SensorStatus): Partial<StatTileProps> {
  return {
    title: 'Sensor/Scanner Status',
    value: `${status.sensorsWorking} / ${status.sensorsTotal}`,
    badge: <Badge intent={sensorStatusIntent(status)}>{`${status.sensorsWorking} working`}</Badge>,
    description: sensorStatusText(status),
    footer: undefined,
    link: { href: '/dashboard/sensors', label: 'View sensors' },
  };
}

export const SensorsAllWorking: Story = {
  args: sensorTile({ sensorsWorking: 5, sensorsTotal: 5, hasSensors: true, hasScanners: false }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All of your sensors are fully operational.')).toBeVisible();
    await expect(canvas.getByText('5 working')).toHaveAttribute('data-intent', 'success');
  },
};

export const SensorsSomeWorking: Story = {
  args: sensorTile({ sensorsWorking: 3, sensorsTotal: 5, hasSensors: true, hasScanners: false }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Some of your sensors are experiencing problems.')).toBeVisible();
    await expect(canvas.getByText('3 working')).toHaveAttribute('data-intent', 'warning');
  },
};

export const ScannersNoneWorking: Story = {
  args: sensorTile({ sensorsWorking: 0, sensorsTotal: 2, hasSensors: false, hasScanners: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('None of your scanners are operational.')).toBeVisible();
    await expect(canvas.getByText('0 working')).toHaveAttribute('data-intent', 'danger');
  },
};

export const SensorsAndScanners: Story = {
  args: sensorTile({ sensorsWorking: 6, sensorsTotal: 7, hasSensors: true, hasScanners: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Some of your sensors and scanners are experiencing problems.')).toBeVisible();
  },
};

export const AbbreviatedValue: Story = {
  args: {
    title: 'Monthly Investigations',
    value: <AbbreviatedNumber value={1834} decimals={2} />,
    footer: undefined,
    link: undefined,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByText('1.83K')).toHaveFocus();
  },
};

/** Two tiles side by side, each its own height (not stretched to the row's). */
const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const SCORES = {
  security_score: 72,
  configuration_score: 30,
  monitoring_score: 12,
  incidents_score: 10,
  ticketing_score: 10,
  exscan_score: 10,
};

/** A tile told the height of what loads keeps it: the coverage tile's gauge does not push the dashboard down. */
export const LoadingKeepsLoadedHeight: Story = {
  render: () => (
    <SideBySide>
      <StatTile
        title="Coverage Score (loading)"
        loading
        loadingLabel="Loading coverage score..."
        loadingHeight={COVERAGE_GAUGE_SIZE}
      />
      <StatTile title="Coverage Score (loaded)">
        <CoverageGauge layout="compact" scores={SCORES} label="Coverage score" />
      </StatTile>
    </SideBySide>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading coverage score...');
    await expect(canvas.getByRole('meter', { name: 'Coverage score' })).toBeVisible();
    const loading = canvas.getByRole('region', { name: 'Coverage Score (loading)' });
    const loaded = canvas.getByRole('region', { name: 'Coverage Score (loaded)' });
    await expect(loading.getBoundingClientRect().height).toBe(loaded.getBoundingClientRect().height);
  },
};
