import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SiteConfigurationSection } from './SiteConfigurationSection';
import { SiteFormDialog } from './SiteFormDialog';
import { openAdd, openEdit } from './siteFormStorySupport';

const meta = {
  title: 'Screens/Onboarding/Site Form/Rules',
  component: SiteFormDialog,
  render: () => <SiteConfigurationSection />,
  args: { site: undefined, sites: [], onClose: () => undefined },
  parameters: { route: '/onboarding', persona: 'onboardingReady' },
} satisfies Meta<typeof SiteFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const controllers = /^Number of Domain Controllers/;
const dnsBox = 'Domain controllers provide DNS';
const windows = /^Oldest Windows Server Version/;

/** §4: domain controllers above 0 enable and tick 'provide DNS' and the Windows version. */
export const AdcTurnsOnDns: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await expect(dialog.getByRole('checkbox', { name: dnsBox })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: windows })).toBeDisabled();
    await userEvent.clear(dialog.getByRole('spinbutton', { name: controllers }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: controllers }), '2');
    await expect(dialog.getByRole('checkbox', { name: dnsBox })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: dnsBox })).toBeEnabled();
    await expect(dialog.getByRole('combobox', { name: windows })).toBeEnabled();
  },
};

/** §4: back to 0 controllers clears 'provide DNS' and the oldest Windows version. */
export const AdcZeroClears: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEdit(canvas, 'Head Office');
    await expect(dialog.getByRole('combobox', { name: windows })).toHaveDisplayValue('2016');
    await expect(dialog.getByRole('checkbox', { name: dnsBox })).toBeChecked();
    await userEvent.clear(dialog.getByRole('spinbutton', { name: controllers }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: controllers }), '0');
    await expect(dialog.getByRole('checkbox', { name: dnsBox })).not.toBeChecked();
    await expect(dialog.getByRole('combobox', { name: windows })).toHaveDisplayValue('Select...');
    await expect(dialog.getByRole('combobox', { name: windows })).toBeDisabled();
  },
};

/** Site subnets are expected private: a public address warns (it does not block saving). */
export const PrivateAddressWarning: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    const subnets = dialog.getByRole('textbox', { name: /^IP Subnets/ });
    await userEvent.type(subnets, '10.1.0.0/16, 8.8.8.8');
    await userEvent.tab();
    await expect(await dialog.findByText('Verify that all IPv4 addresses are private')).toBeVisible();
    await expect(subnets).not.toHaveAttribute('aria-invalid');
  },
};

/** A ticked 'none' box lifts the selection's requirement and disables it (its list is sent empty). */
export const NoneBoxes: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    const firewalls = dialog.getByRole('combobox', { name: /^Firewalls/ });
    await userEvent.click(firewalls);
    await userEvent.tab();
    await expect(await dialog.findByText('Make a firewall selection')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'There are no firewalls at this site' }));
    await expect(firewalls).toBeDisabled();
    await expect(dialog.queryByText('Make a firewall selection')).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'There is no DNS server at this site' }));
    await expect(dialog.getByRole('combobox', { name: /^DNS/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'There is no DHCP server at this site' }));
    await expect(dialog.getByRole('combobox', { name: /^DHCP/ })).toBeDisabled();
  },
};
