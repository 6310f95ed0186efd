import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, type PartnerType, type User } from '@portal/api';
import { DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { personaSession } from '@portal/fixtures/persona';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteConfigurationSection } from '../sites/SiteConfigurationSection';
import { signInChanged, withCustomer, withoutFlag } from '../sites/storySupport';
import { SiteConfigurationWithStatus } from '../sites/SiteConfigurationStory';

const meta = {
  title: 'Screens/Onboarding/Site Configuration/Virtual Settings',
  component: SiteConfigurationSection,
  render: () => <SiteConfigurationWithStatus />,
  parameters: {
    route: '/onboarding',
    persona: 'onboardingPartial',
    docs: {
      description: {
        component:
          'The Site Configuration items Virtual Scanner Settings, Virtual Sensor Settings, Virtual Log Collector Settings and ConnectWise Integration (portal-onboarding §2.4, §4, §9): each change saves at once (`PUT …/virtual`, `…/virtual-sensor`, `…/v2/onboarding/sites`) and sets completion by the §4 rules.',
      },
    },
  },
} satisfies Meta<typeof SiteConfigurationSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Opens an item and answers its content (once its settings have loaded, unless `loaded` is false). */
async function item(canvas: Canvas, title: RegExp, loaded = true) {
  const trigger = await canvas.findByRole('button', { name: title });
  if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
  const region = await canvas.findByRole('region', { name: title });
  if (loaded) await waitFor(() => expect(region.querySelector('[data-portal-id="spinner"]')).toBeNull());
  return within(region);
}
const headerSays = (canvas: Canvas, title: RegExp, text: string) =>
  waitFor(async () => expect(await canvas.findByRole('button', { name: title })).toHaveTextContent(text));

const signInReady = (change: (user: User) => User) => () => {
  signInChanged(personaSession(new DemoDatabase({ now: DEMO_NOW }), 'onboardingReady'), change);
};
const withPartner = (partner_type: PartnerType) => (user: User) => withCustomer(user, { partner_type });

const SCANNER = /^Virtual Scanner Settings/;
const SENSOR = /^Virtual Sensor Settings/;

/** Birchfield Legal: no vScanner yet; software and the VM minimums acknowledged complete it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const scanner = await item(canvas, SCANNER);
    await headerSays(canvas, SCANNER, 'Incomplete');
    await expect(scanner.getByText('8 vCPUs')).toBeVisible();
    await expect(scanner.getByText('16 GB RAM')).toBeVisible();
    await expect(scanner.getByText('40 GB storage')).toBeVisible();
    await userEvent.click(scanner.getByRole('radio', { name: 'HyperV 2016 or newer' }));
    await headerSays(canvas, SCANNER, 'Incomplete');
    await userEvent.click(
      scanner.getByRole('checkbox', { name: 'The virtual machine meets these minimum requirements' }),
    );
    await headerSays(canvas, SCANNER, 'Complete');
    await expect(scanner.getByRole('radio', { name: 'HyperV 2016 or newer' })).toBeChecked();
  },
};

/** 'I do not need to deploy a vScanner at this time': not needed (complete), the software disabled; unticked again. */
export const ScannerNotNeeded: Story = {
  parameters: { persona: 'onboardingReady' },
  play: async ({ canvas }) => {
    const scanner = await item(canvas, SCANNER);
    await expect(await scanner.findByRole('radio', { name: 'VMWare vCenter 6.5 and newer' })).toBeChecked();
    await userEvent.click(scanner.getByRole('checkbox', { name: 'I do not need to deploy a vScanner at this time' }));
    await headerSays(canvas, SCANNER, 'Not needed');
    await expect(scanner.getByRole('radio', { name: 'VMWare vCenter 6.5 and newer' })).not.toBeChecked();
    await expect(scanner.getByRole('radio', { name: 'Other' })).toBeDisabled();
    await userEvent.click(scanner.getByRole('checkbox', { name: 'I do not need to deploy a vScanner at this time' }));
    await headerSays(canvas, SCANNER, 'Incomplete');
  },
};

/** A failed save: the toast says why and the form goes back to what is saved. */
export const ScannerSaveFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('put', CALLS.saveVirtualScanner.path, 500)),
  play: async ({ canvas }) => {
    const scanner = await item(canvas, SCANNER);
    const none = await scanner.findByRole('checkbox', { name: 'I do not need to deploy a vScanner at this time' });
    await userEvent.click(none);
    await expect(await screen.findByText('Internal server error.')).toBeVisible();
    await waitFor(() => expect(none).not.toBeChecked());
    await headerSays(canvas, SCANNER, 'Incomplete');
  },
};

/** The vSensor: its quota, hypervisors, minimums; the requirements box completes it. */
export const VirtualSensor: Story = {
  play: async ({ canvas }) => {
    const sensor = await item(canvas, SENSOR);
    const quotas = within(await sensor.findByLabelText('Virtual Sensor Quotas'));
    await expect(quotas.getByText('100 Series vSensor')).toBeVisible();
    await expect(quotas.getByText('1 of 1 used')).toBeVisible();
    await expect(sensor.getByText('Managed detection includes a single virtual 100 series vSensor.')).toBeVisible();
    await userEvent.click(sensor.getByRole('combobox', { name: /^Hypervisors/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Microsoft Azure' }));
    await expect(await sensor.findByRole('button', { name: 'Remove Microsoft Azure' })).toBeVisible();
    await headerSays(canvas, SENSOR, 'Incomplete');
    await userEvent.click(
      sensor.getByRole('checkbox', { name: 'The virtual machine meets these minimum requirements' }),
    );
    await headerSays(canvas, SENSOR, 'Complete');
  },
};

/** The vSensor's 'none' box: not needed, the hypervisors cleared. */
export const SensorNotNeeded: Story = {
  parameters: { persona: 'onboardingReady' },
  play: async ({ canvas }) => {
    const sensor = await item(canvas, SENSOR);
    await expect(sensor.getByRole('button', { name: 'Remove Amazon Web Services' })).toBeVisible();
    await userEvent.click(sensor.getByRole('checkbox', { name: 'I do not need to deploy a vSensor at this time' }));
    await headerSays(canvas, SENSOR, 'Not needed');
    await expect(sensor.queryByRole('button', { name: 'Remove Amazon Web Services' })).toBeNull();
    await expect(
      sensor.getByRole('checkbox', { name: 'The virtual machine meets these minimum requirements' }),
    ).not.toBeChecked();
  },
};

/** The virtual-sensor feature off: the log collector with its own minimums and 'none' box, no quotas. */
export const VirtualLogCollector: Story = {
  beforeEach: signInReady((user) => withoutFlag(user, 'onboarding_virtual_sensors')),
  play: async ({ canvas }) => {
    const collector = await item(canvas, /^Virtual Log Collector Settings/);
    await expect(await collector.findByText('2-core processor')).toBeVisible();
    await expect(collector.getByText('4 GB memory')).toBeVisible();
    await expect(collector.getByText('40 GB space')).toBeVisible();
    const none = collector.getByRole('checkbox', {
      name: 'I do not need to deploy a virtual log collector at this time',
    });
    await expect(none).toBeEnabled();
    await expect(collector.queryByLabelText('Virtual Sensor Quotas')).toBeNull();
  },
};

/** A viewer without the edit right: every box and choice disabled. */
export const ReadOnly: Story = {
  parameters: { persona: 'onboardingViewer' },
  play: async ({ canvas }) => {
    const scanner = await item(canvas, SCANNER);
    await expect(
      scanner.getByRole('checkbox', { name: 'I do not need to deploy a vScanner at this time' }),
    ).toBeDisabled();
    await expect(scanner.getByRole('radio', { name: 'Amazon Web Services' })).toBeDisabled();
    const sensor = await item(canvas, SENSOR);
    await expect(await sensor.findByRole('combobox', { name: /^Hypervisors/ })).toBeDisabled();
  },
};

/** Loading: the item says so while its settings are out. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.virtualScanner.path, 'never')),
  play: async ({ canvas }) => {
    const scanner = await item(canvas, SCANNER, false);
    await expect(await scanner.findByText('Loading virtual scanner settings...')).toBeVisible();
  },
};

/** Partner type msp_plus: ConnectWise configured; unticking saves and the header follows. */
export const ConnectWiseMspPlus: Story = {
  parameters: { persona: 'onboardingReady' },
  play: async ({ canvas }) => {
    const connectWise = await item(canvas, /^ConnectWise Integration/);
    const box = await connectWise.findByRole('checkbox', { name: 'Configure ConnectWise integration' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await headerSays(canvas, /^ConnectWise Integration/, 'Not configured');
    await expect(box).not.toBeChecked();
  },
};

/** Partner type msp: ConnectWise is the only item (§2.4, §6), and it can be changed. */
export const ConnectWiseMspOnly: Story = {
  parameters: { persona: 'onboardingReady' },
  beforeEach: signInReady(withPartner('msp')),
  play: async ({ canvas }) => {
    const connectWise = await item(canvas, /^ConnectWise Integration/);
    await expect(await connectWise.findByRole('checkbox', { name: 'Configure ConnectWise integration' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: SCANNER })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Site List/ })).toBeNull();
  },
};

const CONNECT_WISE = /^ConnectWise Integration/;
const markSitesButton = async (canvas: Canvas) =>
  (await item(canvas, /^Site List/)).getByRole('button', { name: /^Mark (Complete|Incomplete)$/ });

/**
 * The ConnectWise checkbox saves the whole sites section, so it waits while the Site List's Mark Complete / Mark
 * Incomplete is on its way (here it never answers): the later save could otherwise land first and be undone.
 */
export const ConnectWiseWaitsForSiteListStatus: Story = {
  parameters: { persona: 'onboardingReady' },
  beforeEach: ({ msw }) =>
    msw.use(withFault('put', CALLS.completeSites.path, 'never'), withFault('put', CALLS.incompleteSites.path, 'never')),
  play: async ({ canvas }) => {
    const connectWise = await item(canvas, CONNECT_WISE);
    const box = await connectWise.findByRole('checkbox', { name: 'Configure ConnectWise integration' });
    await expect(box).toBeEnabled();
    await userEvent.click(await markSitesButton(canvas));
    await waitFor(() => expect(box).toBeDisabled());
    await expect(box).toBeChecked();
  },
};

/** And the other way round: while the ConnectWise change is on its way, the Site List's Mark and Add Site wait. */
export const SiteListStatusWaitsForConnectWise: Story = {
  parameters: { persona: 'onboardingReady' },
  beforeEach: ({ msw }) => msw.use(withFault('put', CALLS.saveSitesV2.path, 'never')),
  play: async ({ canvas }) => {
    const mark = await markSitesButton(canvas);
    await expect(mark).toBeEnabled();
    const connectWise = await item(canvas, CONNECT_WISE);
    await userEvent.click(await connectWise.findByRole('checkbox', { name: 'Configure ConnectWise integration' }));
    await waitFor(() => expect(mark).toBeDisabled());
    const siteList = await item(canvas, /^Site List/);
    await expect(siteList.getByRole('button', { name: 'Add Site' })).toHaveAttribute('aria-disabled', 'true');
    await expect(connectWise.getByRole('checkbox', { name: 'Configure ConnectWise integration' })).not.toBeChecked();
  },
};
