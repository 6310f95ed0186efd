import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, spyOn, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { IpAddressesPage } from './IpAddressesPage';

const meta = {
  title: 'Screens/Account/IpAddresses',
  component: IpAddressesPage,
  render: () => (
    <>
      <IpAddressesPage />
      <StatusRegion />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    route: '/whitelistable-ips',
    docs: {
      description: {
        component:
          'IP addresses (`/whitelistable-ips`, user menu): the outbound lists for the customer’s pod and the partner addresses (sent without the secondary token), each with Copy. The direct customer’s pod is us-east-2.',
      },
    },
  },
} satisfies Meta<typeof IpAddressesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every outbound list of the pod, titled, and the partner addresses. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'IP Addresses' })).toBeVisible();
    const agent = within(await canvas.findByRole('region', { name: 'Agent' }));
    await expect(agent.getByText('203.0.113.20')).toBeVisible();
    await expect(agent.getByText('203.0.113.22')).toBeVisible();
    for (const title of [
      'AWS CSPM Account',
      'AWS CloudTrail',
      'AWS S3 Logs',
      'Integrations',
      'External Scans',
      'Cloud',
      'Managed Detection and Response',
      'Managed Risk',
      'Managed Awareness',
    ]) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(
      within(canvas.getByRole('region', { name: 'External Scans' })).getByText('192.0.2.120/29'),
    ).toBeVisible();
    const partner = within(await canvas.findByRole('region', { name: 'Partner' }));
    await expect(partner.getByText('198.51.100.40')).toBeVisible();
    await expect(partner.getByText('203.0.113.0/28')).toBeVisible();
  },
};

/** Copy puts a list on the clipboard, one address a line, and says 'Copied'. */
export const CopyList: Story = {
  play: async ({ canvas, userEvent }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const agent = within(await canvas.findByRole('region', { name: 'Agent' }));
    await userEvent.click(agent.getByRole('button', { name: 'Copy Agent IP addresses' }));
    await expect(writeText).toHaveBeenCalledWith('203.0.113.20\n203.0.113.21\n203.0.113.22');
    await expect(agent.getByRole('status')).toHaveTextContent('Copied');
    const partner = within(await canvas.findByRole('region', { name: 'Partner' }));
    await userEvent.click(partner.getByRole('button', { name: 'Copy Partner IP addresses' }));
    await expect(writeText).toHaveBeenLastCalledWith('192.0.2.10\n192.0.2.11\n198.51.100.40\n203.0.113.0/28');
    writeText.mockRestore();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.outboundIps.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading IP addresses...')).toBeVisible();
  },
};

/** The outbound lists fail: the global danger message with the error's message; the partner list still shows. */
export const OutboundFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.outboundIps.path, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Internal server error.')).toBeVisible();
    await expect(canvas.getByText('The outbound IP addresses could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('198.51.100.40')).toBeVisible();
  },
};

export const PartnerFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.partnerIps.path, 503)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The partner IP addresses could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('203.0.113.20')).toBeVisible();
  },
};

/** Without the pod neither list can be asked for: both panels say so, with Retry. */
export const PodFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.pod.path, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The outbound IP addresses could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('The partner IP addresses could not be loaded.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    await expect(canvas.getAllByText('Internal server error.').length).toBeGreaterThan(0);
  },
};
