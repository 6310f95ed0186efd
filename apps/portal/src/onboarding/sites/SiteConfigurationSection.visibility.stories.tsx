import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, type PartnerType, type User } from '@portal/api';
import { DemoDatabase, replyAs } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { personaSession } from '@portal/fixtures/persona';
import type { JsonBodyType } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { SiteConfigurationSection } from './SiteConfigurationSection';
import { signInChanged, withCustomer, withoutFlag } from './storySupport';

const meta = {
  title: 'Screens/Onboarding/Site Configuration/Visibility',
  component: SiteConfigurationSection,
  parameters: {
    route: '/onboarding',
    persona: 'onboardingReady',
    docs: { description: { component: 'Which items show (§2.4), by services, partner type, feature and quotas.' } },
  },
} satisfies Meta<typeof SiteConfigurationSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Cedar Point Marine's session with a changed user. */
const signInReady = (change: (user: User) => User) => {
  signInChanged(personaSession(new DemoDatabase({ now: DEMO_NOW }), 'onboardingReady'), change);
};
const withServices = (services: string[]) => (user: User) => withCustomer(user, { services });
const withPartner = (partner_type: PartnerType) => (user: User) => withCustomer(user, { partner_type });
const readyReply = (path: string, body: JsonBodyType) => replyAs('onboardingReady', path, body);

const TITLES = [
  'Site List',
  'Sensor List',
  'Physical Scanner List',
  'Virtual Scanner Settings',
  'Virtual Sensor Settings',
  'Virtual Log Collector Settings',
  'ConnectWise Integration',
];

/** A play: waits for the items the data decides, then checks exactly these headers show, in order. */
function showsOnly(expected: string[]) {
  return async ({ canvas }: { canvas: Canvas }) => {
    await waitFor(() => {
      const headers = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      const titles = TITLES.filter((title) => headers.some((text) => text.startsWith(title)));
      void expect(titles).toEqual(expected);
    });
    await expect(canvas.getByRole('button', { name: new RegExp(`^${expected[0] ?? ''}`) })).toBeVisible();
  };
}

const ALL_BUT_LOG_COLLECTOR = TITLES.filter((title) => title !== 'Virtual Log Collector Settings');

/** msp_plus with every product, the virtual-sensor feature and quotas: everything but the log collector. */
export const Default: Story = { play: showsOnly(ALL_BUT_LOG_COLLECTOR) };

/** A direct customer: no ConnectWise. */
export const PartnerDirect: Story = {
  beforeEach: () => signInReady(withPartner('direct')),
  play: showsOnly(ALL_BUT_LOG_COLLECTOR.slice(0, -1)),
};

/** Partner type msp: only ConnectWise (§2.4, §6). */
export const PartnerMsp: Story = {
  beforeEach: () => signInReady(withPartner('msp')),
  play: showsOnly(['ConnectWise Integration']),
};

/** Without managed detection: no sensors, no virtual sensor or log collector. */
export const NoManagedDetection: Story = {
  beforeEach: () => signInReady(withServices(['managedRisk'])),
  play: showsOnly(['Site List', 'Physical Scanner List', 'Virtual Scanner Settings', 'ConnectWise Integration']),
};

/** Without managed risk: no scanner list, no virtual scanner. */
export const NoManagedRisk: Story = {
  beforeEach: () => signInReady(withServices(['managedDetection'])),
  play: showsOnly(['Site List', 'Sensor List', 'Virtual Sensor Settings', 'ConnectWise Integration']),
};

/** The virtual-sensor feature off: the Virtual Log Collector Settings instead. */
export const VirtualSensorFeatureOff: Story = {
  beforeEach: () => signInReady((user) => withoutFlag(user, 'onboarding_virtual_sensors')),
  play: showsOnly(TITLES.filter((title) => title !== 'Virtual Sensor Settings')),
};

/** The feature on but no virtual sensor quota: neither virtual sensor item. */
export const NoVirtualSensorQuota: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      readyReply(CALLS.virtualSensor.path, {
        hypervisor: [],
        virtualizationRequirements: false,
        noVirtualSensor: false,
        completed: false,
        quotas: { awnv100: { quota: 0, used: 0 } },
      }),
    ),
  play: showsOnly([
    'Site List',
    'Sensor List',
    'Physical Scanner List',
    'Virtual Scanner Settings',
    'ConnectWise Integration',
  ]),
};

/** No scanners purchased: no Physical Scanner List. */
export const NoScannersAllotted: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      readyReply(CALLS.products.path, {
        products: { services: [], hardware_quantity: { sensor1000: 1 }, cloud_sensors: [], virtual_sensors: {} },
      }),
    ),
  play: showsOnly(ALL_BUT_LOG_COLLECTOR.filter((title) => title !== 'Physical Scanner List')),
};
