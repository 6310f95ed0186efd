import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, type CloudSection, type ExternalSection } from '@portal/api';
import { replyAs } from '@portal/fixtures';
import { type JsonBodyType } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { OnboardingPage } from './OnboardingPage';
import { checklist, overviewParameters, PageWithToasts } from './storySupport';

/** The partial customer's products, with only the given services bought. */
const buying = (services: string[]) =>
  replyWith(CALLS.products.path, {
    products: { services, hardware_quantity: {}, cloud_sensors: [], virtual_sensors: {} },
  });

const FINALIZED = { timestamp: '2026-11-01T12:00:00.000Z' };
const licences = { licenses: '10', completed: true };
const FINALIZED_CLOUD: CloudSection = {
  amazon: {
    regions: ['us-east-1'],
    guardduty: true,
    cloudwatch: true,
    cloudtrail: true,
    acl: false,
    eks: false,
    completed: true,
  },
  azure: { log_analytics: true, security_center: true, sentinel: false, completed: true },
  office365: { ...licences, dlp: false },
  salesforce: licences,
  geo_login: { countries: ['US'], completed: true },
  gcp: licences,
  imanage: licences,
  finalized: FINALIZED,
};
const FINALIZED_EXTERNAL: ExternalSection = {
  external_scan_allowed: true,
  external_scan_info: { addresses: ['203.0.113.7'], dns: ['www.example.com'] },
  domain_ownership_confirmed: true,
  no_external_hosts: false,
  invalid_targets: [],
  completed: true,
  finalized: FINALIZED,
  outbound_allowed: true,
  ssl_disabled: false,
};

/** A GET of the demo API answered with `body` for the partial customer (the reply names it, as the real API does). */
const replyWith = (path: string, body: JsonBodyType) => replyAs('onboardingPartial', path, body);

const meta = {
  title: 'Screens/Onboarding/Overview/Visibility',
  component: OnboardingPage,
  render: () => <PageWithToasts />,
  parameters: overviewParameters('onboardingPartial'),
} satisfies Meta<typeof OnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const sectionNames = async (canvas: Canvas) => {
  const list = await checklist(canvas);
  return list.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
};

const panelTitles = (canvas: Canvas) =>
  canvas
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((title) => ['Endpoint Configuration', 'Cloud Sensor Configuration', 'Internet Exposure'].includes(title));

/** Only add-on services bought: sites, cloud sensors and endpoint are hidden. */
export const AddOnOnly: Story = {
  beforeEach: ({ msw }) => msw.use(buying(['awareness', 'contentPack'])),
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await sectionNames(canvas)).toEqual(['Contacts', 'Internet Exposure']));
    await expect(panelTitles(canvas)).toEqual(['Internet Exposure']);
    await expect((await checklist(canvas)).getByText('1 incomplete section(s) remaining.')).toBeVisible();
  },
};

/** Only incident-response retainers bought: internet exposure goes too (they are add-ons as well). */
export const IncidentResponseRetainerOnly: Story = {
  beforeEach: ({ msw }) => msw.use(buying(['incident360', 'irJumpstartRetainer'])),
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await sectionNames(canvas)).toEqual(['Contacts']));
    await expect(panelTitles(canvas)).toEqual([]);
    // Contacts are complete, so the one section left is done: ready to submit.
    await expect(
      (await checklist(canvas)).getByText('You are now ready to submit your information to your Onboarding team'),
    ).toBeVisible();
  },
};

/** A retainer beside a platform service hides nothing. */
export const RetainerWithManagedRisk: Story = {
  beforeEach: ({ msw }) => msw.use(buying(['managedRisk', 'incident360'])),
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await sectionNames(canvas)).toHaveLength(5));
    await expect(panelTitles(canvas)).toEqual([
      'Endpoint Configuration',
      'Cloud Sensor Configuration',
      'Internet Exposure',
    ]);
  },
};

/** Finalized cloud and internet exposure sections are hidden, from the page and the checklist. */
export const FinalizedSections: Story = {
  beforeEach: ({ msw }) =>
    msw.use(replyWith(CALLS.cloud.path, FINALIZED_CLOUD), replyWith(CALLS.external.path, FINALIZED_EXTERNAL)),
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await sectionNames(canvas)).toEqual(['Contacts', 'Site Configuration', 'Endpoint Configuration']),
    );
    await expect(panelTitles(canvas)).toEqual(['Endpoint Configuration']);
  },
};
