import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, type Site } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { personaSession } from '@portal/fixtures/persona';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteConfigurationSection } from './SiteConfigurationSection';
import { signInChanged, withoutEditRole } from './storySupport';
import { SiteConfigurationWithStatus } from './SiteConfigurationStory';

const meta = {
  title: 'Screens/Onboarding/Site Configuration',
  component: SiteConfigurationSection,
  render: () => <SiteConfigurationWithStatus />,
  parameters: {
    route: '/onboarding',
    persona: 'onboardingReady',
    docs: {
      description: {
        component:
          'The Site Configuration panel of /onboarding (portal-onboarding §2.4): the accordion of the items the customer sees, each with its completion text; the Site List with Add Site, Edit and Delete for editors on sites not finalized, and Mark Complete. Sensors, scanners, the virtual items and ConnectWise show their saved data read-only until the next issue.',
      },
    },
  },
} satisfies Meta<typeof SiteConfigurationSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const header = (canvas: Canvas, name: RegExp) => canvas.findByRole('button', { name });
/** An item's header with its completion text, once the data behind it has arrived. */
const headerSays = (canvas: Canvas, name: RegExp, text: string) =>
  waitFor(async () => expect(await header(canvas, name)).toHaveTextContent(text));
const siteTable = async (canvas: Canvas) => within(await canvas.findByRole('grid', { name: 'Sites' }));

/** Cedar Point Marine (msp_plus, every product): three sites, complete; sensors, scanners, virtual items, ConnectWise. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await headerSays(canvas, /^Site List/, '3 sites');
    const table = await siteTable(canvas);
    await expect(table.getByRole('gridcell', { name: 'Head Office' })).toBeVisible();
    await expect(table.getByText('100 Harbor Example Way, Boston, MA, US')).toBeVisible();
    await expect(table.getByRole('button', { name: 'Edit Head Office' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Site' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();
    await headerSays(canvas, /^Sensor List/, '3 sensors');
    await headerSays(canvas, /^Physical Scanner List/, '2 scanners');
    await headerSays(canvas, /^Virtual Scanner Settings/, 'Complete');
    await headerSays(canvas, /^Virtual Sensor Settings/, 'Complete');
    await headerSays(canvas, /^ConnectWise Integration/, 'Configured');
  },
};

/** Nothing entered yet: 'No sites', the empty list's text, Mark Complete disabled, sensors wait for the site list. */
export const NoSites: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  play: async ({ canvas }) => {
    await headerSays(canvas, /^Site List/, 'No sites');
    await expect(await canvas.findByText('Select Add Site to add a site location')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
    await headerSays(canvas, /^Sensor List/, 'Site list incomplete');
  },
};

/** Birchfield Legal: Head Office was finalized in an earlier onboarding, so it has no Edit or Delete. */
export const FinalizedSite: Story = {
  parameters: { persona: 'onboardingPartial' },
  play: async ({ canvas }) => {
    const table = await siteTable(canvas);
    await expect(table.getByRole('gridcell', { name: 'Head Office' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Edit Data Center' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Delete Data Center' })).toBeVisible();
    await expect(table.queryByRole('button', { name: 'Edit Head Office' })).toBeNull();
    await expect(table.queryByRole('button', { name: 'Delete Head Office' })).toBeNull();
  },
};

/** Submitted, awaiting the kickoff: the sections are locked, so nothing can be added, edited or marked. */
export const ReadOnlyLocked: Story = {
  parameters: { persona: 'onboardingSubmitted' },
  play: async ({ canvas }) => {
    const table = await siteTable(canvas);
    await expect(table.getByRole('gridcell', { name: 'Head Office' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark Incomplete' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add Site' })).toBeNull();
    await expect(table.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(table.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** A viewer without the edit-onboarding role (canEditOnboarding) reads the list and can change nothing. */
export const ReadOnlyViewer: Story = {
  beforeEach: () => {
    signInChanged(personaSession(new DemoDatabase({ now: DEMO_NOW }), 'onboardingReady'), withoutEditRole);
  },
  play: async ({ canvas }) => {
    const table = await siteTable(canvas);
    await expect(table.getByRole('gridcell', { name: 'Data Center' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark Incomplete' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add Site' })).toBeNull();
    await expect(table.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

/** Mark Incomplete and Mark Complete save at once with the sites' own status calls. */
export const MarkIncompleteThenComplete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark Incomplete' }));
    await expect(await canvas.findByRole('button', { name: 'Mark Complete' })).toBeEnabled();
    await waitFor(async () => expect(await header(canvas, /^Site List/)).not.toHaveTextContent('Complete'));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Complete' }));
    await expect(await canvas.findByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
    await headerSays(canvas, /^Site List/, '3 sitesComplete');
  },
};

/** `?view=sensors` (the overview scrolls there) opens the Sensor List; its header carries the anchor. */
export const OpenedAtSensors: Story = {
  parameters: { route: '/onboarding?view=sensors' },
  play: async ({ canvas, canvasElement }) => {
    const sensors = await header(canvas, /^Sensor List/);
    await expect(sensors).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.querySelector('#onboarding-sensors')).toHaveTextContent('Sensor List');
    await expect(await canvas.findByRole('grid', { name: 'Sensor List' })).toHaveTextContent('head-office-sensor-1');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.sitesV2.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading sites...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Site List/ })).toBeVisible();
  },
};

/** Forty sites, in the demo's places numbered: the table scrolls and sorts by name. */
export const LongList: Story = {
  beforeEach: ({ msw }) => {
    const db = new DemoDatabase({ now: DEMO_NOW });
    const seeded: Site[] = db.state.customers[DEMO_CUSTOMERS.onboardingReady]?.onboarding.sites.sites ?? [];
    const sites = Array.from({ length: 40 }, (_, index): Site => {
      const base = seeded[index % seeded.length];
      if (base === undefined) throw new Error('The ready persona has sites');
      return { ...base, id: `long-${String(index)}`, name: `Branch ${String(index + 1).padStart(2, '0')}` };
    });
    msw.use(
      http.get(anyOrigin(CALLS.sitesV2.path), () =>
        HttpResponse.json(
          { sites, completed: false, configureConnectWise: true },
          { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.onboardingReady } },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await headerSays(canvas, /^Site List/, '40 sites');
    const table = await siteTable(canvas);
    await expect(table.getByRole('gridcell', { name: 'Branch 01' })).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: /^Name/ }));
    await expect(await table.findByRole('gridcell', { name: 'Branch 40' })).toBeVisible();
  },
};
