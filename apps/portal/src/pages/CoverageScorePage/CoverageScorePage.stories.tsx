import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, type SecurityReadiness } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault, type Fault } from '@portal/fixtures';
import {
  coverageReadiness,
  INCIDENT_BOUNDARIES,
  readinessInSizeBand,
  readinessWith,
  readinessWithIndustryRating,
  type SizeBand,
} from '@portal/fixtures/widgets/coverageReadiness';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { CoverageScorePage } from './CoverageScorePage';

const summaryPath = CALLS.metricsSummary.path;

/** The demo API's metrics summary for the direct customer, with this readiness record (null: none yet). */
const answerReadiness = (readiness: SecurityReadiness | null) =>
  http.get(anyOrigin(summaryPath), () =>
    Response.json(
      {
        configuration: { score: readiness?.configuration_score ?? 0, areas: [] },
        security_score: readiness?.security_score ?? null,
        readiness,
      },
      { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } },
    ),
  );

const meta = {
  title: 'Screens/Monitoring/CoverageScorePage',
  component: CoverageScorePage,
  render: () => (
    <>
      <CoverageScorePage />
      <StatusRegion />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/coverage-score',
    docs: {
      description: {
        component:
          '/dashboard/coverage-score (and /dashboard/security-score, which redirects here): the readiness score out of 100, the All Customers, Industry (with its rating) and Size (band) comparisons, what the score means and the breakdown of every readiness fact, from `GET /api/v1/metrics/summary` of the demo API. Without readiness data it says the score is not available yet.',
      },
    },
  },
} satisfies Meta<typeof CoverageScorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> };
const scorePanel = (canvas: Canvas) => canvas.findByRole('region', { name: 'Your score' });

/** Northwind Health (direct customer, healthcare, 2,800 employees) as the demo API seeds it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coverage Score' })).toBeVisible();
    const panel = await scorePanel(canvas);
    const meter = await within(panel).findByRole('meter', { name: 'Coverage score' });
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d+(\.\d+)? out of 100, /));
    await expect(within(panel).getByText('out of 100')).toBeVisible();
    await expect(within(panel).getByText('All Customers average')).toBeVisible();
    await expect(within(panel).getByText('Industry average (Healthcare)')).toBeVisible();
    await expect(within(panel).getByText('Size average (<3000 employees)')).toBeVisible();
    await expect(within(panel).getByText(/^Your coverage score shows, out of 100/)).toBeVisible();
    const table = within(panel).getByRole('table', { name: 'Score breakdown' });
    await expect(within(table).getByRole('rowheader', { name: 'Monthly incidents' })).toBeVisible();
    await expect(within(panel).getByText('Updated just now')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Refresh Your score' })).toBeEnabled();
  },
};

/** A known readiness record: 72 of 100 against averages of 64, 69.5 (healthcare, above average) and 58 (<500). */
export const KnownScore: Story = {
  beforeEach: ({ msw }) => msw.use(answerReadiness(coverageReadiness)),
  play: async ({ canvas }) => {
    const panel = await scorePanel(canvas);
    await expect(await within(panel).findByRole('meter')).toHaveAttribute('aria-valuetext', '72 out of 100, Fair');
    await expect(within(panel).getByText('All Customers average').nextElementSibling).toHaveTextContent('64');
    await expect(within(panel).getByText('Industry average (Healthcare)').nextElementSibling).toHaveTextContent(
      '69.5Above average',
    );
    await expect(within(panel).getByText('Size average (<500 employees)').nextElementSibling).toHaveTextContent('58');
    const table = within(panel).getByRole('table', { name: 'Score breakdown' });
    await expect(within(table).getByRole('row', { name: /^Configuration/ })).toHaveTextContent('28 of 35');
    await expect(within(table).getByRole('row', { name: /^Server antivirus/ })).toHaveTextContent('Y');
    await expect(within(table).getByRole('row', { name: /^Desktop antivirus/ })).toHaveTextContent('N');
    await expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('72 of 100');
  },
};

/** Bramblewood Dental (the limited persona) has no readiness data yet. */
export const NotAvailable: Story = {
  parameters: { persona: 'limited' },
  play: async ({ canvas }) => {
    const panel = await scorePanel(canvas);
    await expect(
      await within(panel).findByText(
        'Your coverage score is not available yet. Please contact your CST for more information.',
      ),
    ).toBeVisible();
    await expect(within(panel).queryByRole('meter')).not.toBeInTheDocument();
  },
};

/** Silverpine Credit Union, the MSP persona's current end customer (finance, 650 employees). */
export const MspPersona: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas }) => {
    const panel = await scorePanel(canvas);
    await expect(await within(panel).findByRole('meter', { name: 'Coverage score' })).toBeVisible();
    await expect(within(panel).getByText('Industry average (Finance)')).toBeVisible();
    await expect(within(panel).getByText('Size average (<750 employees)')).toBeVisible();
    await expect(within(panel).getByRole('table', { name: 'Score breakdown' })).toBeVisible();
  },
};

export const WithoutComparisons: Story = {
  beforeEach: ({ msw }) => msw.use(answerReadiness(readinessWith({ stats: null }))),
  play: async ({ canvas }) => {
    const panel = await scorePanel(canvas);
    await expect(await within(panel).findByRole('meter')).toHaveAttribute('aria-valuetext', '72 out of 100, Fair');
    await expect(within(panel).getByRole('table', { name: 'Score breakdown' })).toBeVisible();
    await expect(within(panel).queryByText('All Customers average')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', summaryPath, 'never')),
  play: async ({ canvas }) => {
    const panel = await scorePanel(canvas);
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading coverage score...');
  },
};

/** The panel shows the catalogue's message (portal-core §8) with a Retry. */
const failure = (fault: Fault, message: string): Story => ({
  beforeEach: ({ msw }) => msw.use(withFault('get', summaryPath, fault)),
  play: async ({ canvas }) => {
    const panel = await scorePanel(canvas);
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(message);
    await expect(within(panel).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
});

export const ServerError = failure(500, 'Internal server error.');
export const GatewayTimeout = failure(504, 'Error retrieving data. Reason: API Timeout.');
export const NetworkError = failure(
  'network',
  'Network connectivity error: please check for ad blocker or network outage.',
);
export const NotJson = failure('non-json', 'Communication error contacting server. Please try again.');
export const Forbidden = failure(403, 'You do not have permission to perform this action.');
export const NotFound = failure(404, 'Not found.');
export const BadGateway = failure(502, 'Bad gateway.');
export const ServiceUnavailable = failure(503, 'Service temporarily unavailable.');
export const WrongShape = failure('wrong-shape', 'The server sent data the portal could not read. Please try again.');

export const RetryAfterError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', summaryPath, 503)),
  play: async ({ canvas, userEvent, context }) => {
    const panel = await scorePanel(canvas);
    await within(panel).findByRole('alert');
    // The outage ends: the demo API answers again and Retry recovers without a reload.
    context.msw.resetHandlers();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await expect(await within(panel).findByRole('meter', { name: 'Coverage score' })).toBeVisible();
    await expect(within(panel).getByRole('table', { name: 'Score breakdown' })).toBeVisible();
  },
};

export const RefreshKeepsTheScore: Story = {
  play: async ({ canvas, userEvent, context }) => {
    const panel = await scorePanel(canvas);
    await within(panel).findByRole('meter');
    // The next reply never comes: the refresh is visibly running and the score stays on screen meanwhile.
    context.msw.use(withFault('get', summaryPath, 'never'));
    const refresh = within(panel).getByRole('button', { name: 'Refresh Your score' });
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    await expect(within(panel).getByRole('meter')).toBeVisible();
  },
};

/** Readiness variants: the comparison of each size band, the industry ratings, cloud apps and incident labels. */
const variant = (readiness: SecurityReadiness, label: string, expected: RegExp | string): Story => ({
  beforeEach: ({ msw }) => msw.use(answerReadiness(readiness)),
  play: async ({ canvas }) => {
    const panel = await scorePanel(canvas);
    await within(panel).findByRole('meter');
    const [row] = within(panel).getAllByText(label);
    const shown = row?.closest('tr')?.querySelector('td') ?? row?.nextElementSibling;
    await expect(shown).toHaveTextContent(expected);
  },
});

const sizeBand = (band: SizeBand) => variant(readinessInSizeBand(band), `Size average (${band} employees)`, '61');
export const SizeBandUnder250 = sizeBand('<250');
export const SizeBandUnder500 = sizeBand('<500');
export const SizeBandUnder750 = sizeBand('<750');
export const SizeBandUnder1000 = sizeBand('<1000');
export const SizeBandUnder1500 = sizeBand('<1500');
export const SizeBandUnder3000 = sizeBand('<3000');
export const SizeBand3000Plus = sizeBand('3000+');

const industry = 'Industry average (Healthcare)';
export const IndustryBelowAverage = variant(
  readinessWithIndustryRating('Below average', 81),
  industry,
  '81Below average',
);
export const IndustryAverage = variant(readinessWithIndustryRating('Average', 72), industry, '72Average');
export const IndustryAboveAverage = variant(
  readinessWithIndustryRating('Above average', 60.5),
  industry,
  '60.5Above average',
);
/** Without the customer's industry the average is still shown, unnamed. */
export const IndustryUnknown = variant(readinessWith({ industry: null }), 'Industry average', '69.5Above average');

const cloudApps = 'Cloud apps (configured / detected)';
export const CloudAppsConfiguredAndDetected = variant(coverageReadiness, cloudApps, /^4 \/ 2$/);
export const CloudAppsNotDetected = variant(readinessWith({ num_cloud_apps_detected: null }), cloudApps, /^N\/A$/);
export const CloudAppsNone = variant(
  readinessWith({ num_cloud_apps_configured: null, num_cloud_apps_detected: null }),
  cloudApps,
  /^N\/A$/,
);

const incidents = (count: number, label: string) =>
  variant(readinessWith({ num_monthly_incidents: count }), 'Monthly incidents', new RegExp(`^${label}$`));
export const IncidentsLowAt15 = incidents(INCIDENT_BOUNDARIES.low, 'Low');
export const IncidentsMediumAt16 = incidents(INCIDENT_BOUNDARIES.lowestMedium, 'Medium');
export const IncidentsMediumAt25 = incidents(INCIDENT_BOUNDARIES.highestMedium, 'Medium');
export const IncidentsHighAt26 = incidents(INCIDENT_BOUNDARIES.high, 'High');
