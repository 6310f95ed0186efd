import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, type ExternalSection } from '@portal/api';
import { replyAs, withFault } from '@portal/fixtures';
import { type JsonBodyType } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { InternetExposureSection } from './InternetExposureSection';
import { untilAnswered } from '../../pages/OnboardingPage/storySupport';

const meta = {
  title: 'Screens/Onboarding/Internet Exposure',
  component: InternetExposureSection,
  render: () => (
    <>
      <InternetExposureSection />
      <StatusRegion />
    </>
  ),
  parameters: {
    layout: 'padded',
    persona: 'onboardingPartial',
    route: '/onboarding',
    docs: {
      description: {
        component:
          'The Internet Exposure panel of the onboarding overview (portal-onboarding §2.5, §4, §5): `GET /api/v1/onboarding/external`, External Scan Hosts and Vulnerability Scan Configuration; each list saves when its box loses focus and each box when ticked (`PUT`, answering the targets that do not resolve).',
      },
    },
  },
} satisfies Meta<typeof InternetExposureSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A GET answered with `body` for the partial customer (the reply names it, as the real API does). */
const replyWith = (path: string, body: JsonBodyType) => replyAs('onboardingPartial', path, body);

const hostsHeader = (canvas: Canvas) => canvas.findByRole('button', { name: /^External Scan Hosts/ });
const ipBox = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'Public IP addresses' });
const dnsBox = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'DNS domains' });
const openScanItem = async (canvas: Canvas) =>
  userEvent.click(await canvas.findByRole('button', { name: /^Vulnerability Scan Configuration/ }));
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

/** Partially entered: the saved hosts, the targets the server could not resolve, and what Mark Complete waits for. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const warning = within(await canvas.findByRole('alert'));
    await expect(warning.getByText('Error')).toBeVisible();
    await expect(warning.getByText('The following IP addresses do not resolve:')).toBeVisible();
    await expect(warning.getByText('198.51.100.250')).toBeVisible();
    await expect(warning.getByText('No response from the address during discovery')).toBeVisible();
    await expect(warning.getByText('The following domains do not resolve:')).toBeVisible();
    await expect(warning.getByText('legacy-portal.example.org')).toBeVisible();
    await expect(warning.getByText('NXDOMAIN: the name does not resolve')).toBeVisible();
    await expect(await ipBox(canvas)).toHaveValue('203.0.113.0/29\n198.51.100.23\n198.51.100.250');
    await expect(await dnsBox(canvas)).toHaveValue('www.example.com\nvpn.example.net\nlegacy-portal.example.org');
    await expect(await hostsHeader(canvas)).toHaveTextContent('Incomplete');
    await expect(canvas.getByText('Acknowledge the monthly external vulnerability scans.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  },
};

/** A reserved top-level domain is refused with the spec's message; fixed, the list saves when the box is left. */
export const ReservedTopLevelDomain: Story = {
  play: async ({ canvas }) => {
    const box = await dnsBox(canvas);
    await userEvent.type(box, '{Enter}intranet.local');
    await userEvent.tab();
    await expect(await canvas.findByText('Remove reserved top-level domain (TLD) names')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(box);
    await userEvent.type(box, 'www.example.com{Enter}shop.birchfield-legal.com');
    await userEvent.tab();
    await waitFor(() => expect(box).not.toHaveAttribute('aria-invalid'));
    // Saved: the server answers the new list, so the domain that did not resolve is gone from the warning.
    const warning = within(await canvas.findByRole('alert'));
    await waitFor(() => expect(warning.queryByText('legacy-portal.example.org')).toBeNull());
    await expect(warning.getByText('198.51.100.250')).toBeVisible();
  },
};

/** Private and reserved addresses are refused for external hosts, and public subnets larger than /21. */
export const ReservedAddress: Story = {
  play: async ({ canvas }) => {
    const box = await ipBox(canvas);
    await userEvent.type(box, '{Enter}192.168.1.10');
    await userEvent.tab();
    await expect(await canvas.findByText('Remove reserved IPv4 addresses/ranges')).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, '203.0.96.0/19');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a valid IPv4 subnet')).toBeVisible();
  },
};

/** Ownership confirmed and the scans acknowledged (each saved on toggle): Mark Complete completes the section. */
export const CompleteTheSection: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'I confirm that my organization owns these DNS domains' }),
    );
    await openScanItem(canvas);
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: 'I acknowledge the monthly external vulnerability scans of my external hosts',
      }),
    );
    const mark = canvas.getByRole('button', { name: 'Mark Complete' });
    await waitFor(() => expect(mark).toBeEnabled());
    await userEvent.click(mark);
    // The button is busy until the save has answered.
    await untilAnswered(() => canvas.findByRole('button', { name: 'Mark Incomplete' }));
    await expect(await hostsHeader(canvas)).toHaveTextContent('Complete');
  },
};

/** 'I don't have any external hosts' empties the lists, locks them and completes the section. */
export const NoExternalHosts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: "I don't have any external hosts" }));
    // The button is busy until the save has answered.
    await untilAnswered(() => canvas.findByRole('button', { name: 'Mark Incomplete' }));
    await expect(await ipBox(canvas)).toHaveValue('');
    await expect(await ipBox(canvas)).toBeDisabled();
    await expect(await dnsBox(canvas)).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /owns these DNS domains/ })).not.toBeChecked();
  },
};

/** A complete section: new domains unconfirm ownership (the feature is on), so the section is incomplete again. */
export const DomainsChangeResetOwnership: Story = {
  parameters: { persona: 'onboardingReady' },
  play: async ({ canvas }) => {
    const ownership = await canvas.findByRole('checkbox', { name: /owns these DNS domains/ });
    await expect(ownership).toBeChecked();
    const box = await dnsBox(canvas);
    await userEvent.type(box, '{Enter}mail.cedar-point-marine.com');
    await userEvent.tab();
    await waitFor(() => expect(ownership).not.toBeChecked());
    await expect(await hostsHeader(canvas)).toHaveTextContent('Incomplete');
    await expect(canvas.getByText('Confirm that you own the DNS domains.')).toBeVisible();
  },
};

/** A viewer without the edit right reads everything; every control is disabled and there is no Mark Complete. */
export const ReadOnlyViewer: Story = {
  parameters: { persona: 'onboardingViewer' },
  play: async ({ canvas }) => {
    await expect(await ipBox(canvas)).toBeDisabled();
    await expect(await dnsBox(canvas)).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: "I don't have any external hosts" })).toBeDisabled();
    await expect(canvas.getByText('legacy-portal.example.org')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Mark (Complete|Incomplete)/ })).toBeNull();
  },
};

/** Submitted, awaiting the kickoff call: the onboarding is locked, so the section is read-only. */
export const LockedAfterSubmit: Story = {
  parameters: { persona: 'onboardingSubmitted' },
  play: async ({ canvas }) => {
    await expect(await hostsHeader(canvas)).toHaveTextContent('Complete');
    await expect(await dnsBox(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Mark (Complete|Incomplete)/ })).toBeNull();
  },
};

/** The save fails: the toast says why and the box keeps what the user typed. */
export const SaveFailureKeepsTyping: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('put', CALLS.saveExternal.path, 500)),
  play: async ({ canvas }) => {
    const box = await dnsBox(canvas);
    await userEvent.type(box, '{Enter}shop.birchfield-legal.com');
    await userEvent.tab();
    await expect(await toasts().findByText(/Internal server error/)).toBeVisible();
    await expect(box).toHaveValue(
      'www.example.com\nvpn.example.net\nlegacy-portal.example.org\nshop.birchfield-legal.com',
    );
  },
};

/** Loading: the panel says what it loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.external.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading internet exposure...')).toBeVisible();
  },
};

/** The section cannot be read: the panel shows the error with Retry. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.external.path, 502)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

const LONG_EXTERNAL: ExternalSection = {
  external_scan_allowed: true,
  external_scan_info: {
    addresses: Array.from({ length: 80 }, (_, index) => `198.51.100.${index + 1}`),
    dns: Array.from(
      { length: 30 },
      (_, index) => `very-long-subdomain-name-for-a-customer-facing-service-${index}.birchfield-legal.com`,
    ),
  },
  domain_ownership_confirmed: true,
  no_external_hosts: false,
  invalid_targets: Array.from({ length: 12 }, (_, index) => ({
    type: 'host' as const,
    target: `very-long-subdomain-name-for-a-customer-facing-service-${index}.birchfield-legal.com`,
    reason: 'NXDOMAIN: the name does not resolve',
  })),
  completed: true,
  finalized: null,
  outbound_allowed: true,
  ssl_disabled: false,
};

/** Long data: 80 addresses, 30 long domain names and 12 unresolved targets stay inside the panel. */
export const LongData: Story = {
  beforeEach: ({ msw }) => msw.use(replyWith(CALLS.external.path, LONG_EXTERNAL)),
  play: async ({ canvas }) => {
    await expect(await hostsHeader(canvas)).toHaveTextContent('Complete');
    await expect((await ipBox(canvas)).textContent).toMatch(/198\.51\.100\.80$/);
    const target = within(await canvas.findByRole('alert')).getByText(/customer-facing-service-11\./);
    await expect(target).toBeVisible();
    await expect(target.scrollWidth).toBeLessThanOrEqual(target.clientWidth + 1);
    await expect(canvas.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();
  },
};

const DOMAINS_ONLY: ExternalSection = {
  ...LONG_EXTERNAL,
  external_scan_allowed: false,
  external_scan_info: { addresses: [], dns: ['www.birchfield-legal.com'] },
  invalid_targets: [],
  completed: false,
};

/** Add-on only with managed awareness (§4 exceptions): domains and ownership suffice; no addresses, no scan. */
export const AddOnOnlyAwareness: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      replyWith(CALLS.external.path, DOMAINS_ONLY),
      replyWith(CALLS.products.path, {
        products: { services: ['awareness'], hardware_quantity: {}, cloud_sensors: [], virtual_sensors: {} },
      }),
    ),
  play: async ({ canvas }) => {
    await expect(await dnsBox(canvas)).toHaveValue('www.birchfield-legal.com');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark Complete' })).toBeEnabled());
    await openScanItem(canvas);
    await expect(
      canvas.getByText('Your services do not include external vulnerability scans, so no acknowledgement is needed.'),
    ).toBeVisible();
  },
};

/** The same section for a customer with managed risk: the addresses and the scan acknowledgement are still needed. */
export const AddressesAndScanNeeded: Story = {
  beforeEach: ({ msw }) => msw.use(replyWith(CALLS.external.path, DOMAINS_ONLY)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Enter the public IP addresses of your external hosts.')).toBeVisible();
    await expect(canvas.getByText('Acknowledge the monthly external vulnerability scans.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  },
};
