import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, INVALID_REPLY_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '@portal/api';
import { INVESTIGATIONS_CHART_HEIGHT } from '@portal/ui';
import { withFault } from '@portal/fixtures';
import { expect, waitFor, within } from 'storybook/test';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Screens/Monitoring/DashboardPage/Failures',
  component: DashboardPage,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard',
    docs: {
      description: {
        component:
          'Each dashboard panel loads, fails and retries on its own: a call of the demo API that stalls or fails shows in its own panels only, the rest of the page stays.',
      },
    },
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> };

const panel = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });
const ONLINE_FOOTER = 'The number of endpoint agents that have reported within the last 72 hours.';

export const Default: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.agents.path, 500)),
  play: async ({ canvas }) => {
    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(await within(endpoints).findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(within(endpoints).getByRole('button', { name: 'Retry' })).toBeEnabled();
    // The other panels are not blanked by it.
    const sensors = await panel(canvas, 'Sensor/Scanner Status');
    await expect(
      await within(sensors).findByText('Some of your sensors and scanners are experiencing problems.'),
    ).toBeVisible();
  },
};

export const EndpointsLoading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.agents.path, 'never')),
  play: async ({ canvas }) => {
    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(within(endpoints).getByRole('status')).toHaveTextContent('Loading endpoints...');
    // The footer's explanation is there while the count loads, so the footer does not move when it arrives.
    await expect(within(endpoints).getByText(ONLINE_FOOTER)).toBeVisible();
    const coverage = await panel(canvas, 'Coverage Score');
    await expect(await within(coverage).findByRole('meter', { name: 'Coverage score' })).toBeVisible();
  },
};

export const EndpointsRetryRecovers: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.agents.path, 503)),
  play: async ({ canvas, userEvent, context }) => {
    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(await within(endpoints).findByRole('alert')).toHaveTextContent('Service temporarily unavailable.');
    // The outage ends: Retry reloads the agent list.
    context.msw.resetHandlers();
    await userEvent.click(within(endpoints).getByRole('button', { name: 'Retry' }));
    await expect(await within(endpoints).findByText('69 endpoints are contained')).toBeVisible();
    await expect(within(endpoints).getByText(ONLINE_FOOTER)).toBeVisible();
  },
};

export const EndpointsNetworkError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.agents.path, 'network')),
  play: async ({ canvas }) => {
    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(await within(endpoints).findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  },
};

export const EndpointsTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.agents.path, 504)),
  play: async ({ canvas }) => {
    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(await within(endpoints).findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
  },
};

export const CoverageLoading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.metricsSummary.path, 'never')),
  play: async ({ canvas }) => {
    const coverage = await panel(canvas, 'Coverage Score');
    await expect(within(coverage).getByRole('status')).toHaveTextContent('Loading coverage score...');
  },
};

export const CoverageWrongShape: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.metricsSummary.path, 'wrong-shape')),
  play: async ({ canvas }) => {
    const coverage = await panel(canvas, 'Coverage Score');
    await expect(await within(coverage).findByRole('alert')).toHaveTextContent(INVALID_REPLY_MESSAGE);
    await expect(within(coverage).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const SensorStatusLoading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.userInfo.path, 'never')),
  play: async ({ canvas }) => {
    const sensors = await panel(canvas, 'Sensor/Scanner Status');
    await expect(within(sensors).getByRole('status')).toHaveTextContent('Loading sensor status...');
  },
};

export const SensorStatusError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.userInfo.path, 502)),
  play: async ({ canvas }) => {
    const sensors = await panel(canvas, 'Sensor/Scanner Status');
    await expect(await within(sensors).findByRole('alert')).toHaveTextContent('Bad gateway.');
  },
};

export const InvestigationsLoading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.incidents.path, 'never')),
  play: async ({ canvas }) => {
    const chart = await panel(canvas, 'Security Investigations');
    const loading = within(chart).getByRole('status');
    await expect(loading).toHaveTextContent('Loading investigations...');
    // The spinner holds the chart's height, so the panels below do not move when the chart arrives.
    const space = loading.parentElement?.getBoundingClientRect().height ?? 0;
    await expect(space).toBeGreaterThanOrEqual(INVESTIGATIONS_CHART_HEIGHT);
    const monthly = await panel(canvas, 'Monthly Investigations');
    await expect(within(monthly).getByRole('status')).toHaveTextContent('Loading investigations...');
  },
};

/** The incidents error goes to the investigations panels (chart, total and ticketed); Retry in one reloads all. */
export const InvestigationsTimeoutThenRetry: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.incidents.path, 504)),
  play: async ({ canvas, userEvent, context }) => {
    const chart = await panel(canvas, 'Security Investigations');
    await expect(await within(chart).findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
    const ticketed = await panel(canvas, 'Ticketed Incidents');
    await expect(await within(ticketed).findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
    context.msw.resetHandlers();
    await userEvent.click(within(chart).getByRole('button', { name: 'Retry' }));
    await expect(await within(chart).findByRole('group', { name: 'Security Investigations, bar chart' })).toBeVisible();
    await waitFor(() => expect(within(ticketed).getByText('8')).toBeVisible());
  },
};

export const TopCountriesLoading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.countryFlows.path, 'never')),
  play: async ({ canvas }) => {
    const countries = await panel(canvas, 'Top Countries');
    await expect(within(countries).getByRole('status')).toHaveTextContent('Loading chart data...');
  },
};

export const TopCountriesErrorThenRetry: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.countryFlows.path, 500)),
  play: async ({ canvas, userEvent, context }) => {
    const countries = await panel(canvas, 'Top Countries');
    await expect(await within(countries).findByRole('alert')).toHaveTextContent('Internal server error.');
    context.msw.resetHandlers();
    await userEvent.click(within(countries).getByRole('button', { name: 'Retry' }));
    await expect(await within(countries).findByRole('table')).toHaveTextContent('United States');
  },
};

/** Every call fails: each panel says so with its own Retry, under the page's heading. */
export const EveryCallFails: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...[CALLS.agents, CALLS.metricsSummary, CALLS.userInfo, CALLS.incidents, CALLS.countryFlows].map((call) =>
        withFault('get', call.path, 500),
      ),
    ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // Coverage, endpoints, sensors, the chart, total, ticketed and Top Countries.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(7));
  },
};

/** A refresh keeps the count on screen while the agent list is fetched again. */
export const RefreshingEndpoints: Story = {
  play: async ({ canvas, userEvent, context }) => {
    const endpoints = await panel(canvas, 'Online Endpoints');
    // The footer shows while the count loads too: the count is what says the agents are there.
    await within(endpoints).findByText('69 endpoints are contained');
    context.msw.use(withFault('get', CALLS.agents.path, 'never'));
    const refresh = within(endpoints).getByRole('button', { name: 'Refresh Online Endpoints' });
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    await expect(within(endpoints).getByText('69 endpoints are contained')).toBeVisible();
  },
};
