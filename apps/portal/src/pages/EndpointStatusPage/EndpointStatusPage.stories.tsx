import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE, type Agent } from '@portal/api';
import { DEMO_CUSTOMERS, DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { expect, waitFor, within } from 'storybook/test';
import { LARGE_FLEET_WAIT_MS } from '../../testing/storyWaits';
import { EndpointStatusPage } from './EndpointStatusPage';

const agentsPath = CALLS.agents.path;
/** Re-fetching by id never ends before the story does: the rows stay as the list answered them. */
const NO_REFETCH = { pollMs: 3_600_000, deadlineMs: 3_600_000 };
/**
 * The 3 s / 30 s of portal-core §9, shortened so the stories need not wait in real time. The deadline still leaves a
 * loaded machine time for the first re-fetch to answer: the warning counts what that re-fetch left missing.
 */
const FAST = { pollMs: 40, deadlineMs: 3000 };

// Expected figures come from the demo data itself, counted here by the spec's rules (portal-core §3), not by the page.
const demo = new DemoDatabase({ now: DEMO_NOW });
const hasHeartbeat = (agent: Agent) => Boolean(agent.heartbeat?.createTime);
const isIncomplete = ({ hostDetail: detail }: Agent) =>
  !detail?.hostname ||
  !detail.userName ||
  !detail.platform?.version ||
  !detail.networkInterfaces.some((networkInterface) => networkInterface.addresses.length > 0);

function fleetFacts(customerId: string) {
  const { agents, settled } = demo.agentFleet(customerId);
  const listed = agents.filter((agent) => hasHeartbeat(agent) && !agent.queryInProgress);
  const pending = agents.filter((agent) => agent.queryInProgress || (hasHeartbeat(agent) && isIncomplete(agent)));
  const complete = listed.filter((agent) => !isIncomplete(agent)).length;
  const afterRefetch = agents.map((agent) => settled.get(agent.id) ?? agent);
  return {
    listed: listed.length,
    listedAfterRefetch: afterRefetch.filter((agent) => hasHeartbeat(agent) && !agent.queryInProgress).length,
    // Complete rows over rows (portal-core §2): agents with a query in progress are no rows (§3).
    progress: Math.round((complete / listed.length) * 100),
    // Re-fetched by id, the settled agents come back complete; the others are still missing at the deadline.
    missing: pending.filter((agent) => !settled.has(agent.id)).length,
  };
}

const count = (value: number) => value.toLocaleString('en-US');
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function pager(canvas: Canvas): Promise<HTMLElement> {
  const navigation = await canvas.findByRole('navigation', { name: 'Pages of endpoints' }, { timeout: 20_000 });
  return within(navigation).getByRole('status');
}

const meta = {
  title: 'Screens/Monitoring/EndpointStatusPage',
  component: EndpointStatusPage,
  args: { missingRowTiming: NO_REFETCH },
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/endpoints',
    docs: {
      description: {
        component:
          "/dashboard/endpoints (portal-core §2): the customer's endpoint agents from `GET /api/v1/agents` in the EndpointTable. Incomplete rows are re-fetched by id (`POST /api/v1/agents`) every 3 s for up to 30 s (the stories shorten both with `missingRowTiming`), then a warning counts the rows still missing. Filters, sort and page live in the URL.",
      },
    },
  },
} satisfies Meta<typeof EndpointStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { missingRowTiming: undefined },
  play: async ({ canvas }) => {
    const facts = fleetFacts(DEMO_CUSTOMERS.direct);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Endpoint Status' })).toBeVisible();
    await expect(await pager(canvas)).toHaveTextContent(`Showing 1 - 100 of ${count(facts.listed)} endpoints`);
    const panel = canvas.getByRole('region', { name: 'Endpoints' });
    await expect(panel).toHaveTextContent('Updated just now');
    await expect(canvas.getByRole('button', { name: 'Refresh Endpoints' })).toBeEnabled();
    // Sorted by containment at first: contained endpoints lead.
    await expect(canvas.getByRole('columnheader', { name: 'Containment' })).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = within(canvas.getByRole('grid', { name: 'Endpoints' })).getAllByRole('row')[1];
    await expect(firstRow).toHaveTextContent('Contained');
    // Some rows are incomplete: the help tooltip's button is there, and the rows are still being completed.
    await expect(canvas.getByRole('button', { name: 'Why are some endpoint details blank?' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading endpoints' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    const riskId = demo.customer(DEMO_CUSTOMERS.direct).profile.riskID;
    await expect(canvas.getByRole('link', { name: 'Download Endpoint Agent' })).toHaveAttribute(
      'href',
      `/downloads?id=${riskId ?? ''}`,
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', agentsPath, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading endpoints...')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', agentsPath, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const ApiTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', agentsPath, 504)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
  },
};

export const NetworkErrorThenRetry: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', agentsPath, 'network')),
  play: async ({ canvas, userEvent, context }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    // The network is back: Retry reloads the agent list.
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    const facts = fleetFacts(DEMO_CUSTOMERS.direct);
    await expect(await pager(canvas)).toHaveTextContent(`of ${count(facts.listed)} endpoints`);
  },
};

export const NoEndpoints: Story = {
  parameters: { persona: 'onboardingReady' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No endpoints found.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

export const CompletingRows: Story = {
  args: { missingRowTiming: FAST },
  // The re-fetch by id never answers: the progress bar stays at the complete rows of the list.
  beforeEach: ({ msw }) => msw.use(withFault('post', agentsPath, 'never')),
  play: async ({ canvas }) => {
    const { progress } = fleetFacts(DEMO_CUSTOMERS.direct);
    const bar = await canvas.findByRole('progressbar', { name: 'Loading endpoints' }, { timeout: 20_000 });
    await expect(bar).toHaveAttribute('aria-valuenow', String(progress));
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const MissingEndpoints: Story = {
  args: { missingRowTiming: FAST },
  play: async ({ canvas }) => {
    const { missing, listedAfterRefetch } = fleetFacts(DEMO_CUSTOMERS.direct);
    // Half of the incomplete rows fill in when re-fetched; the rest are still missing when the time is up.
    const warning = await canvas.findByText(
      `${missing} missing endpoint(s). Try refreshing the page to load the missing endpoints.`,
      undefined,
      { timeout: 20_000 },
    );
    await expect(warning).toBeVisible();
    // Agents whose query was in progress have joined the table.
    await expect(await pager(canvas)).toHaveTextContent(`Showing 1 - 100 of ${count(listedAfterRefetch)} endpoints`);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(canvas.queryByRole('progressbar', { name: 'Loading endpoints' })).not.toBeInTheDocument();
  },
};

export const RefreshCompletesRowsAgain: Story = {
  args: { missingRowTiming: { pollMs: 40, deadlineMs: 3000 } },
  play: async ({ canvas, userEvent }) => {
    const warning = /missing endpoint\(s\)\. Try refreshing the page to load the missing endpoints\.$/;
    await expect(await canvas.findByText(warning, undefined, { timeout: 20_000 })).toBeVisible();
    // Refresh reloads the list and completes its rows again: the progress bar is back until the time is up.
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Endpoints' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Loading endpoints' })).toBeVisible();
    await expect(await canvas.findByText(warning, undefined, { timeout: 20_000 })).toBeVisible();
  },
};

export const MspEndCustomer: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas }) => {
    const facts = fleetFacts(DEMO_CUSTOMERS.silverpineCreditUnion);
    await expect(await pager(canvas)).toHaveTextContent(`Showing 1 - 100 of ${count(facts.listed)} endpoints`);
    const riskId = demo.customer(DEMO_CUSTOMERS.silverpineCreditUnion).profile.riskID;
    await expect(canvas.getByRole('link', { name: 'Download Endpoint Agent' })).toHaveAttribute(
      'href',
      `/downloads?id=${riskId ?? ''}`,
    );
  },
};

export const HundredThousandAgents: Story = {
  parameters: { persona: 'benchmark' },
  play: async ({ canvas }) => {
    const facts = fleetFacts(DEMO_CUSTOMERS.benchmark);
    await waitFor(async () => expect(await pager(canvas)).toHaveTextContent(`of ${count(facts.listed)} endpoints`), {
      timeout: LARGE_FLEET_WAIT_MS,
    });
    await expect(await pager(canvas)).toHaveTextContent(`Showing 1 - 100 of ${count(facts.listed)} endpoints`);
  },
};
