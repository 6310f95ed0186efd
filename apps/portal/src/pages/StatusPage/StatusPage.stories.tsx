import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, TIMEOUT_ERROR_MESSAGE } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault, type Fault } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { LARGE_FLEET_WAIT_MS } from '../../testing/storyWaits';
import { StatusPage } from './StatusPage';

const SITES = CALLS.siteSensorProfiles.path;
const AGENTS = CALLS.agents.path;
const PRODUCTS = CALLS.subscriptions.path;

const meta = {
  title: 'Screens/Monitoring/StatusPage',
  component: StatusPage,
  parameters: {
    layout: 'fullscreen',
    route: '/status',
    docs: {
      description: {
        component:
          "/status and /dashboard/status (portal-onboarding §2.9, §8): sites with their sensors ('installed' is a success, every other state a fail), the online agents and the purchased products and add-ons. Each section loads, fails and retries on its own.",
      },
    },
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const section = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible();
    const sites = await section(canvas, 'Sites and sensors');
    await expect(await within(sites).findByRole('heading', { name: 'Head Office' })).toBeVisible();
    await expect(within(sites).getByRole('row', { name: /hq-core-01/ })).toHaveTextContent('installed');
    await expect(sites).toHaveTextContent('Updated just now');
    const agents = await section(canvas, 'Online agents');
    await expect(await within(agents).findByText('2,276 of 2,600 agents online')).toBeVisible();
    await expect(agents).toHaveTextContent('Updated just now');
    const products = await section(canvas, 'Purchased products and add-ons');
    await expect(await within(products).findByText('Managed Detection and Response')).toBeVisible();
    await expect(within(products).getByText('AWS').closest('li')).toHaveTextContent('AWS2');
    await expect(products).toHaveTextContent('Updated just now');
  },
};

/** Every deployment state of the demo customer's sensors: only installed is a success (check and 'Success'). */
export const SensorsInEachState: Story = {
  play: async ({ canvas }) => {
    const sites = await section(canvas, 'Sites and sensors');
    const row = async (name: RegExp) => within(sites).findByRole('row', { name });
    await expect(await row(/hq-core-01/)).toHaveTextContent('installed');
    await expect(within(await row(/hq-core-01/)).getByRole('img', { name: 'Success' })).toBeVisible();
    for (const [sensor, state] of [
      [/branch-east-01/, 'new'],
      [/NH-PHY-0006/, 'provisioned'],
      [/branch-west-01/, 'shipped'],
      [/lab-staging-01/, 'staged'],
    ] as const) {
      const found = await row(sensor);
      await expect(found).toHaveTextContent(state);
      await expect(within(found).getByRole('img', { name: 'Fail' })).toBeVisible();
    }
    await expect(within(sites).getByRole('heading', { name: 'Head Office' }).parentElement).toHaveTextContent(
      '1 of 5 sensors installed',
    );
    await expect(within(sites).getByRole('heading', { name: 'Not assigned to a site' })).toBeVisible();
  },
};

/** Each call of the page stalls: each section says what it is loading, on its own. */
export const Loading: Story = {
  beforeEach: ({ msw }) =>
    msw.use(withFault('get', SITES, 'never'), withFault('get', AGENTS, 'never'), withFault('get', PRODUCTS, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading sites and sensors...')).toBeVisible();
    await expect(canvas.getByText('Loading agents...')).toBeVisible();
    await expect(canvas.getByText('Loading purchased products and add-ons...')).toBeVisible();
  },
};

/** One section fails with `fault`; its message, the reason and Retry show, and the other sections still load. */
function failing(path: string, fault: Fault, region: string, message: string, reason: string): Story {
  return {
    beforeEach: ({ msw }) => msw.use(withFault('get', path, fault)),
    play: async ({ canvas }) => {
      const failed = await section(canvas, region);
      const alert = await within(failed).findByRole('alert');
      await expect(within(alert).getByText(message)).toBeVisible();
      await expect(alert).toHaveTextContent(reason);
      await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
      // One failing call never blanks the page: the neighbours show their data.
      if (region !== 'Online agents')
        await expect(await canvas.findByText('2,276 of 2,600 agents online')).toBeVisible();
      else await expect(await canvas.findByRole('heading', { name: 'Head Office' })).toBeVisible();
    },
  };
}

const SERVER_ERROR = 'Internal server error.';

export const SitesServerError = failing(
  SITES,
  500,
  'Sites and sensors',
  "Failed to fetch site's sensor data",
  SERVER_ERROR,
);
export const SitesTimeout = failing(
  SITES,
  504,
  'Sites and sensors',
  "Failed to fetch site's sensor data",
  TIMEOUT_ERROR_MESSAGE,
);
export const AgentsServerError = failing(AGENTS, 500, 'Online agents', 'Failed to fetch agent data', SERVER_ERROR);
export const AgentsTimeout = failing(AGENTS, 504, 'Online agents', 'Failed to fetch agent data', TIMEOUT_ERROR_MESSAGE);
export const ProductsServerError = failing(
  PRODUCTS,
  500,
  'Purchased products and add-ons',
  'Failed to fetch purchased products and add-ons',
  SERVER_ERROR,
);
export const ProductsTimeout = failing(
  PRODUCTS,
  504,
  'Purchased products and add-ons',
  'Failed to fetch purchased products and add-ons',
  TIMEOUT_ERROR_MESSAGE,
);

/** Every call fails: each section keeps its own message and Retry, and the page says nothing could be retrieved. */
export const EverySectionFails: Story = {
  beforeEach: ({ msw }) =>
    msw.use(withFault('get', SITES, 500), withFault('get', AGENTS, 503), withFault('get', PRODUCTS, 504)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to retrieve data')).toBeVisible();
    await expect(canvas.getByText("Failed to fetch site's sensor data")).toBeVisible();
    await expect(canvas.getByText('Failed to fetch agent data')).toBeVisible();
    await expect(canvas.getByText('Failed to fetch purchased products and add-ons')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
  },
};

/** The outage ends: Retry in the sites section loads its sites without a reload. */
export const RetryAfterError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', SITES, 503)),
  play: async ({ canvas, userEvent, context }) => {
    const sites = await section(canvas, 'Sites and sensors');
    await within(sites).findByText("Failed to fetch site's sensor data");
    context.msw.resetHandlers();
    await userEvent.click(within(sites).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(sites).getByRole('heading', { name: 'Head Office' })).toBeVisible());
  },
};

/** A customer whose onboarding has not begun: no sites, no sensors and no agents yet. */
export const EmptySites: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No sites and sensors were found')).toBeVisible();
  },
};

/** A customer whose subscriptions reply lists no product: the panel says so instead of an empty table. */
export const NoPurchasedProducts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(PRODUCTS), () =>
        HttpResponse.json({ products: [] }, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } }),
      ),
    ),
  play: async ({ canvas }) => {
    const products = await section(canvas, 'Purchased products and add-ons');
    await expect(await within(products).findByText('No purchased products or add-ons were found')).toBeVisible();
  },
};

export const NoOnlineAgents: Story = {
  parameters: { persona: 'onboardingPartial' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No online agents were found')).toBeVisible();
  },
};

/** A managed-risk-only customer with sites but no sensors at them. */
export const SitesWithoutSensors: Story = {
  parameters: { persona: 'limited' },
  play: async ({ canvas }) => {
    const sites = await section(canvas, 'Sites and sensors');
    await expect((await within(sites).findAllByText('No sensors at this site'))[0]).toBeVisible();
    const products = await section(canvas, 'Purchased products and add-ons');
    await expect(await within(products).findByText('Managed Risk')).toBeVisible();
  },
};

/** A customer in onboarding after the kickoff call: its first sensors are installed and agents report. */
export const OnboardingCustomer: Story = {
  parameters: { persona: 'onboardingKickoffDone' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('23 of 25 agents online')).toBeVisible();
    const sites = await section(canvas, 'Sites and sensors');
    await expect((await within(sites).findAllByRole('img', { name: 'Success' })).length).toBe(6);
  },
};

/** The MSP user sees the end customer they are switched to. */
export const MspUser: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('268 of 310 agents online')).toBeVisible();
    const products = await section(canvas, 'Purchased products and add-ons');
    await expect(await within(products).findByText('Log Search')).toBeVisible();
  },
};

/** The customer with 100,000 agents: the online ones are counted and paged, 25 to a page. */
export const HundredThousandAgents: Story = {
  parameters: { persona: 'benchmark' },
  play: async ({ canvas }) => {
    const agents = await section(canvas, 'Online agents');
    await expect(
      await within(agents).findByText('87,550 of 100,000 agents online', {}, { timeout: LARGE_FLEET_WAIT_MS }),
    ).toBeVisible();
    await expect(within(agents).getByText('Showing 1 - 25 of 87,550 online agents')).toBeVisible();
  },
};

/** Provider staff see the customer they switched to (the direct customer here). */
export const Staff: Story = {
  parameters: { persona: 'staff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2,276 of 2,600 agents online')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Head Office' })).toBeVisible();
  },
};

export const StaffWithoutCustomer: Story = {
  parameters: { persona: 'noCustomer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No customer selected' })).toBeVisible();
  },
};

/** Also at /dashboard/status: the same page. */
export const DashboardRoute: Story = {
  parameters: { route: '/dashboard/status' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2,276 of 2,600 agents online')).toBeVisible();
  },
};
