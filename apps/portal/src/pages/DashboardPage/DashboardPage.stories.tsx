import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, type CustomerSensors, type IncidentsMetrics } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, DemoDatabase } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { personaSession } from '@portal/fixtures/persona';
import { yearOfInvestigationWeeks } from '@portal/fixtures/widgets/investigationsChart';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { DashboardPage } from './DashboardPage';

const ONLINE_FOOTER = 'The number of endpoint agents that have reported within the last 72 hours.';
const NO_AGENTS =
  'Download the Endpoint Agent and install it on your endpoints in order to view their reporting and containment status.';

const meta = {
  title: 'Screens/Monitoring/DashboardPage',
  component: DashboardPage,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard',
    docs: {
      description: {
        component:
          '/dashboard: coverage score, Online Endpoints and sensor health; the Security Investigations chart with Monthly Investigations and Ticketed Incidents; Top Countries when roles and services allow it. Each panel reads its own call of the demo API, so each loads, fails and retries on its own (failures: DashboardPage/Failures).',
      },
    },
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> };

const panel = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });

/** The signed-in persona's user info with other sensor figures (only the tile's four fields change). */
function userInfoWithSensors(sensors: CustomerSensors) {
  return http.get(anyOrigin(CALLS.userInfo.path), () => {
    const { user } = personaSession(new DemoDatabase({ now: DEMO_NOW }), 'direct');
    return HttpResponse.json({ user: { ...user, customer: user.customer && { ...user.customer, sensors } } });
  });
}

/** The direct customer's incidents reply replaced by `reply`. */
function incidentsReply(reply: IncidentsMetrics) {
  return http.get(anyOrigin(CALLS.incidents.path), () =>
    HttpResponse.json(reply, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } }),
  );
}

/** Northwind Health (direct customer): readiness 79, 2,276 of 2,600 agents online, 69 contained, 14 of 18 sensors. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const coverage = await panel(canvas, 'Coverage Score');
    await expect(await within(coverage).findByRole('meter', { name: 'Coverage score' })).toHaveAttribute(
      'aria-valuenow',
      '79',
    );
    await expect(within(coverage).getByRole('link', { name: 'View coverage score' })).toHaveAttribute(
      'href',
      '/dashboard/coverage-score',
    );

    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(await within(endpoints).findByText('2K')).toBeVisible();
    await expect(within(endpoints).getByText('69 endpoints are contained')).toHaveAttribute('data-intent', 'danger');
    await expect(within(endpoints).getByText(ONLINE_FOOTER)).toBeVisible();
    await expect(within(endpoints).getByRole('link', { name: 'View endpoint status' })).toHaveAttribute(
      'href',
      '/dashboard/endpoints',
    );

    const sensors = await panel(canvas, 'Sensor/Scanner Status');
    await expect(
      await within(sensors).findByText('Some of your sensors and scanners are experiencing problems.'),
    ).toBeVisible();
    await expect(within(sensors).getByText('14 / 18')).toBeVisible();
    await expect(within(sensors).getByRole('link', { name: 'View sensor status' })).toHaveAttribute(
      'href',
      '/dashboard/sensors',
    );

    const chart = await panel(canvas, 'Security Investigations');
    await expect(await within(chart).findByRole('group', { name: 'Security Investigations, bar chart' })).toBeVisible();
    await expect(await within(await panel(canvas, 'Monthly Investigations')).findByText('128')).toBeVisible();
    const ticketed = await panel(canvas, 'Ticketed Incidents');
    await expect(await within(ticketed).findByText('8')).toBeVisible();
    await expect(
      within(ticketed).getByText('Last 4 weeks, up to the start of this week (2026-10-19 to 2026-11-15).'),
    ).toBeVisible();

    const countries = await panel(canvas, 'Top Countries');
    await expect(await within(countries).findByRole('table')).toHaveTextContent('United States');
    await expect(
      within(countries).getByRole('img', { name: /^Map of the top 5 countries highlighting/ }),
    ).toBeVisible();
  },
};

/** An MSP user on Silverpine Credit Union: sensors only, 8 endpoints contained. */
export const MspUser: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas }) => {
    const sensors = await panel(canvas, 'Sensor/Scanner Status');
    await expect(await within(sensors).findByText('Some of your sensors are experiencing problems.')).toBeVisible();
    await expect(within(sensors).getByText('4 / 5')).toBeVisible();
    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(await within(endpoints).findByText('8 endpoints are contained')).toBeVisible();
    await expect(await panel(canvas, 'Top Countries')).toBeVisible();
  },
};

/** Provider staff working for Northwind Health see the customer's dashboard. */
export const ProviderStaff: Story = {
  parameters: { persona: 'staff' },
  play: async ({ canvas }) => {
    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(await within(endpoints).findByText('69 endpoints are contained')).toBeVisible();
    await expect(await panel(canvas, 'Top Countries')).toBeVisible();
  },
};

/**
 * Bramblewood Dental holds managed risk only: no Top Countries (VIEW_TOP_COUNTRIES needs managed detection), no
 * readiness data yet, no sensors, one endpoint contained.
 */
export const ManagedRiskOnlyWithoutTopCountries: Story = {
  parameters: { persona: 'limited' },
  play: async ({ canvas }) => {
    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(await within(endpoints).findByText('1 endpoint is contained')).toBeVisible();
    await expect(await within(endpoints).findByText('26')).toBeVisible();
    const coverage = await panel(canvas, 'Coverage Score');
    await expect(
      await within(coverage).findByText(
        'Your coverage score is not available yet. Please contact your CST for more information.',
      ),
    ).toBeVisible();
    const sensors = await panel(canvas, 'Sensor/Scanner Status');
    await expect(await within(sensors).findByText('None of your sensors are operational.')).toBeVisible();
    await expect(await within(await panel(canvas, 'Monthly Investigations')).findByText('0')).toBeVisible();
    // Every call has answered by now; Top Countries was never offered.
    await expect(canvas.queryByRole('region', { name: 'Top Countries' })).not.toBeInTheDocument();
  },
};

/** Birchfield Legal has no agents yet: the call to download the agent, with the risk id (this portal's page). */
export const NoAgents: Story = {
  parameters: { persona: 'onboardingPartial' },
  play: async ({ canvas }) => {
    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(await within(endpoints).findByText(NO_AGENTS)).toBeVisible();
    const downloads = within(endpoints).getByRole('link', { name: /^Go to Downloads/ });
    await expect(downloads).toHaveAttribute('target', '_blank');
    await expect(downloads).toHaveAttribute('href', '/downloads?id=e743fa88-a0c0-4a63-97cb-43acef19f3fb');
    await expect(within(endpoints).queryByRole('link', { name: 'View endpoint status' })).not.toBeInTheDocument();
  },
};

/** Ashgrove Clinics has neither agents nor a risk id: downloads without an id, and no investigations to ask for. */
export const NoAgentsWithoutRiskId: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  play: async ({ canvas }) => {
    const endpoints = await panel(canvas, 'Online Endpoints');
    await expect(await within(endpoints).findByRole('link', { name: /^Go to Downloads/ })).toHaveAttribute(
      'href',
      '/downloads',
    );
    const chart = await panel(canvas, 'Security Investigations');
    await expect(within(chart).getByText('No investigations to show for this period.')).toBeVisible();
    await expect(within(await panel(canvas, 'Monthly Investigations')).getByText('N/A')).toBeVisible();
  },
};

/** Elmstead Engineering: all six sensors and scanners work. */
export const AllSensorsAndScannersWorking: Story = {
  parameters: { persona: 'onboardingKickoffDone' },
  play: async ({ canvas }) => {
    const sensors = await panel(canvas, 'Sensor/Scanner Status');
    await expect(
      await within(sensors).findByText('All of your sensors and scanners are fully operational.'),
    ).toBeVisible();
    await expect(within(sensors).getByText('6 working')).toHaveAttribute('data-intent', 'success');
  },
};

export const ScannersOnlyNoneWorking: Story = {
  beforeEach: ({ msw }) =>
    msw.use(userInfoWithSensors({ sensorsWorking: 0, sensorsTotal: 3, hasSensors: false, hasScanners: true })),
  play: async ({ canvas }) => {
    const sensors = await panel(canvas, 'Sensor/Scanner Status');
    await expect(await within(sensors).findByText('None of your scanners are operational.')).toBeVisible();
    await expect(within(sensors).getByText('0 working')).toHaveAttribute('data-intent', 'danger');
  },
};

export const SensorsOnlyAllWorking: Story = {
  beforeEach: ({ msw }) =>
    msw.use(userInfoWithSensors({ sensorsWorking: 4, sensorsTotal: 4, hasSensors: true, hasScanners: false })),
  play: async ({ canvas }) => {
    const sensors = await panel(canvas, 'Sensor/Scanner Status');
    await expect(await within(sensors).findByText('All of your sensors are fully operational.')).toBeVisible();
  },
};

/** A year of busy weeks: 23,442 investigations show as 23.44K (2 decimals above 1000), the full number on focus. */
export const ManyInvestigations: Story = {
  beforeEach: ({ msw }) => {
    const histogram = yearOfInvestigationWeeks.slice(-12);
    const total = histogram.reduce((sum, week) => sum + week.count, 0);
    msw.use(incidentsReply({ histogram, total, ticketed: 1834 }));
  },
  play: async ({ canvas, userEvent }) => {
    const monthly = await panel(canvas, 'Monthly Investigations');
    const value = await within(monthly).findByText('23.44K');
    await userEvent.hover(value);
    // The tooltip is portalled to the document's body, outside the story's canvas.
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('23,442');
    await expect(within(await panel(canvas, 'Ticketed Incidents')).getByText('2K')).toBeVisible();
  },
};
