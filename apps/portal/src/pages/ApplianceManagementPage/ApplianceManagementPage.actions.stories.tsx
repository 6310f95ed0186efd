import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { DEMO_CUSTOMERS, DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApplianceManagementPage } from './ApplianceManagementPage';
import { findRow, PageWithToasts } from './storySupport';

// Serials and names come from the seeded demo data, read independently of the page.
const demo = new DemoDatabase({ now: DEMO_NOW });
function serialOf(shortName: string, customer: string = DEMO_CUSTOMERS.direct): string {
  const appliance = demo.customer(customer).appliances.find((candidate) => candidate.short_name === shortName);
  if (!appliance) throw new Error(`the demo data lacks ${shortName}`);
  return appliance.serial_number;
}
const total = demo.customer(DEMO_CUSTOMERS.direct).appliances.length;

/** Clicks a row's action button. */
async function act(shortName: string, action: 'Activate' | 'Decommission') {
  await userEvent.click(within(await findRow(shortName)).getByRole('button', { name: action }));
}

/** The open dialog, once its first focus (Cancel) has settled: typing before that could lose keystrokes. */
async function dialog(title: string): Promise<HTMLElement> {
  const open = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(within(open).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  return open;
}

const meta = {
  title: 'Screens/Support/ApplianceManagementPage/Actions',
  component: ApplianceManagementPage,
  render: () => <PageWithToasts />,
  parameters: { layout: 'fullscreen', route: '/dashboard/sensors/virtual' },
} satisfies Meta<typeof ApplianceManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A virtual appliance with licence room: the dialog, the success toast, the row now Activated. */
export const ActivateSuccess: Story = {
  play: async () => {
    await act('vs200-nutanix', 'Activate');
    const open = await dialog('Activate Virtual Appliance');
    await expect(
      within(open).getByText(`Are you sure you want to activate virtual appliance ${serialOf('vs200-nutanix')}?`),
    ).toBeVisible();
    await userEvent.click(within(open).getByRole('button', { name: 'Activate' }));
    await expect(
      await screen.findByText(`Virtual appliance ${serialOf('vs200-nutanix')} successfully activated.`),
    ).toBeVisible();
    await waitFor(async () => expect(within(await findRow('vs200-nutanix')).getByText('Activated')).toBeVisible());
  },
};

/** The awnv100 licences are used up: refused before any call, no dialog. */
export const QuotaBlocked: Story = {
  play: async () => {
    await act('vs100-hyperv', 'Activate');
    await expect(
      await screen.findByText(
        `awnv100 license count exceeded. Can not activate virtual appliance ${serialOf('vs100-hyperv')}.`,
      ),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The physical version's licence (vanilla) is used up too. */
export const PhysicalQuotaBlocked: Story = {
  play: async () => {
    await act('phys-branch', 'Activate');
    await expect(
      await screen.findByText(
        `awnp500 license count exceeded. Can not activate physical appliance ${serialOf('phys-branch')}.`,
      ),
    ).toBeVisible();
  },
};

/** The list had room, but another administrator took the last awnv1000 licence first: 'Could not activate'. */
export const CouldNotActivate: Story = {
  play: async () => {
    await act('vs1000-dr', 'Activate');
    await userEvent.click(within(await dialog('Activate Virtual Appliance')).getByRole('button', { name: 'Activate' }));
    await expect(
      await screen.findByText(
        `awnv1000 license count exceeded. Could not activate virtual appliance ${serialOf('vs1000-dr')}.`,
      ),
    ).toBeVisible();
    await waitFor(async () => expect(within(await findRow('vs1000-dc')).getByText('Activated')).toBeVisible());
  },
};

/** Any other failure shows the server's message. */
export const ActivateFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.activateAppliance.path, 500)),
  play: async () => {
    await act('vs200-nutanix', 'Activate');
    await userEvent.click(within(await dialog('Activate Virtual Appliance')).getByRole('button', { name: 'Activate' }));
    await expect(await screen.findByText('Internal server error.')).toBeVisible();
    await expect(within(await findRow('vs200-nutanix')).getByText('Not activated')).toBeVisible();
  },
};

/** An MSP user types the customer name (any case) before Activate enables; a log collector needs no licence. */
export const MspTypesCustomerName: Story = {
  parameters: { persona: 'msp' },
  play: async () => {
    const serial = serialOf('vlc-main-2', DEMO_CUSTOMERS.silverpineCreditUnion);
    await act('vlc-main-2', 'Activate');
    const open = await dialog('Activate Virtual Appliance');
    await expect(
      within(open).getByText(
        `You are activating the virtual appliance ${serial} for Silverpine Credit Union. Please ensure this is the customer where this virtual appliance is installed.`,
      ),
    ).toBeVisible();
    const confirm = within(open).getByRole('button', { name: 'Activate' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(open).getByRole('textbox', { name: 'Customer name' }), 'silverpine credit');
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(open).getByRole('textbox', { name: 'Customer name' }), ' UNION');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(await screen.findByText(`Virtual appliance ${serial} successfully activated.`)).toBeVisible();
  },
};

/** Provider staff confirm the customer too; a scanner is worded as a scanner. */
export const StaffActivatesScanner: Story = {
  parameters: { persona: 'staff' },
  play: async () => {
    await act('vscan-hq', 'Activate');
    const open = await dialog('Activate Virtual Scanner');
    await expect(
      within(open).getByText(
        /for Northwind Health\. Please ensure this is the customer where this virtual scanner is installed\./,
      ),
    ).toBeVisible();
    await expect(within(open).getByRole('button', { name: 'Activate' })).toBeDisabled();
    await userEvent.type(within(open).getByRole('textbox', { name: 'Customer name' }), 'NORTHWIND HEALTH');
    await userEvent.click(within(open).getByRole('button', { name: 'Activate' }));
    await expect(
      await screen.findByText(`Virtual appliance ${serialOf('vscan-hq')} successfully activated.`),
    ).toBeVisible();
  },
};

/** Decommissioning removes the appliance from the list, with the success toast. */
export const DecommissionSuccess: Story = {
  play: async ({ canvas }) => {
    await act('phys-tap', 'Decommission');
    const open = await dialog('Decommission Physical Appliance');
    await userEvent.click(within(open).getByRole('button', { name: 'Decommission' }));
    await expect(
      await screen.findByText(`Physical appliance ${serialOf('phys-tap')} successfully decommissioned.`),
    ).toBeVisible();
    await expect(await canvas.findByText(`Total Sensors (${total - 1} of ${total - 1})`)).toBeVisible();
    await expect(canvas.queryByRole('gridcell', { name: 'phys-tap' })).not.toBeInTheDocument();
  },
};

/** The keyboard reaches an activated appliance's actions: its Activate is disabled, so End lands on Decommission. */
export const KeyboardReachesActions: Story = {
  play: async () => {
    const row = await findRow('phys-tap');
    await expect(within(row).getByRole('button', { name: 'Activate' })).toBeDisabled();
    within(row).getByRole('gridcell', { name: 'phys-tap' }).focus();
    await userEvent.keyboard('{End}');
    await expect(within(row).getByRole('button', { name: 'Decommission' })).toHaveFocus();
  },
};

/** A failed decommission shows the server's message and keeps the appliance. */
export const DecommissionFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.decommissionAppliance.path, 500)),
  play: async ({ canvas }) => {
    await act('vlc-hq', 'Decommission');
    await userEvent.click(
      within(await dialog('Decommission Virtual Appliance')).getByRole('button', { name: 'Decommission' }),
    );
    await expect(await screen.findByText('Internal server error.')).toBeVisible();
    await expect(canvas.getByText(`Total Sensors (${total} of ${total})`)).toBeVisible();
    await expect(await findRow('vlc-hq')).toBeVisible();
  },
};
