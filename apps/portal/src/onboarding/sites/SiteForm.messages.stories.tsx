import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SiteConfigurationSection } from './SiteConfigurationSection';
import { SiteFormDialog } from './SiteFormDialog';
import { openAdd, openEdit } from './siteFormStorySupport';

const meta = {
  title: 'Screens/Onboarding/Site Form/Messages',
  component: SiteFormDialog,
  render: () => <SiteConfigurationSection />,
  args: { site: undefined, sites: [], onClose: () => undefined },
  parameters: { route: '/onboarding', persona: 'onboardingReady' },
} satisfies Meta<typeof SiteFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every required field left blank says its §5 message once it was visited. */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Country/ }), '');
    const visit = [
      dialog.getByRole('textbox', { name: /^Site Name/ }),
      dialog.getByRole('textbox', { name: /^Street Address\b(?! 2)/ }),
      dialog.getByRole('textbox', { name: /^City/ }),
      dialog.getByRole('textbox', { name: /^State\/Province\/Region/ }),
      dialog.getByRole('textbox', { name: /^Postal\/ZIP Code/ }),
      dialog.getByRole('combobox', { name: /^Time Zone/ }),
      dialog.getByRole('combobox', { name: /^Firewalls/ }),
      dialog.getByRole('combobox', { name: /^DNS/ }),
      dialog.getByRole('combobox', { name: /^DHCP/ }),
    ];
    for (const field of visit) {
      await userEvent.click(field);
      await userEvent.tab();
    }
    for (const message of [
      'Enter a site name',
      'Make a country selection',
      'Enter a street address',
      'Enter a city name',
      'Make a state/province/region selection',
      'Enter a postal/ZIP code',
      'Make a time zone selection',
      'Make a firewall selection',
      'Make a DNS selection',
      'Make a DHCP selection',
    ]) {
      await expect(await dialog.findByText(message)).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A US site chooses its state from the list; the message names the selection. */
export const RegionSelection: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    const region = dialog.getByRole('combobox', { name: /^State\/Province\/Region/ });
    await userEvent.selectOptions(region, 'ME');
    await userEvent.selectOptions(region, '');
    await userEvent.tab();
    await expect(await dialog.findByText('Make a state/province/region selection')).toBeVisible();
  },
};

/** Another site's name (in any case) is refused. */
export const UniqueName: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Site Name/ }), 'data center');
    await userEvent.tab();
    await expect(await dialog.findByText('Enter a unique site name')).toBeVisible();
  },
};

/** Editing keeps the site's own name without complaint, but not another site's. */
export const UniqueNameOnEdit: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEdit(canvas, 'Head Office');
    const name = dialog.getByRole('textbox', { name: /^Site Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'East Clinic');
    await userEvent.tab();
    await expect(await dialog.findByText('Enter a unique site name')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Head Office');
    await expect(dialog.queryByText('Enter a unique site name')).toBeNull();
    await expect(name).toHaveValue('Head Office');
  },
};

/** The domain-controller count is required and cannot be negative. */
export const DomainControllers: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    const count = dialog.getByRole('spinbutton', { name: /^Number of Domain Controllers/ });
    await userEvent.clear(count);
    await userEvent.tab();
    await expect(await dialog.findByText('Enter the number of domain controllers at this site')).toBeVisible();
    await userEvent.type(count, '-1');
    await expect(
      await dialog.findByText('Enter a non-negative number of domain controllers at this site'),
    ).toBeVisible();
  },
};

/** Subnets must be valid IPv4 addresses, ranges or CIDR subnets. */
export const InvalidSubnets: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: /^IP Subnets/ }), '10.0.0.0/16, 10.0.0.300');
    await userEvent.tab();
    await expect(await dialog.findByText('Remove invalid IPv4 addresses/ranges')).toBeVisible();
  },
};
