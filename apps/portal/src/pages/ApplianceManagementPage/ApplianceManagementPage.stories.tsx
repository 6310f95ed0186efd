import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { DEMO_CUSTOMERS, DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ApplianceManagementPage } from './ApplianceManagementPage';
import { findRow, PageWithToasts, withoutFlags } from './storySupport';

const listPath = CALLS.virtualSensors.path;
// Expected counts come from the seeded demo data, read independently of the page.
const demo = new DemoDatabase({ now: DEMO_NOW });
const northwind = demo.customer(DEMO_CUSTOMERS.direct).appliances;
const virtualOnly = northwind.filter((appliance) => !appliance.is_vanilla);

const meta = {
  title: 'Screens/Support/ApplianceManagementPage',
  component: ApplianceManagementPage,
  render: () => <PageWithToasts />,
  parameters: { layout: 'fullscreen', route: '/dashboard/sensors/virtual' },
} satisfies Meta<typeof ApplianceManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The direct customer (vanilla_sensor and platform_column on): counters, every appliance, the footer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Appliance Management' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Available Virtual Sensors' })).toBeVisible();
    // The showcase licences (fixtures): awnv100 2 of 2 used, awnv200 2 of 5, awnv1000 0 of 1, log collectors 1 of 3.
    for (const [label, count] of [
      ['100 Series', '0/2'],
      ['200 Series', '3/5'],
      ['1000 Series', '1/1'],
      ['Log Collectors', '2/3'],
    ] as const) {
      const counter = canvas.getByText(label).closest('[data-active]');
      await expect(counter).toHaveTextContent(count);
    }
    await expect(canvas.getByText(`Total Sensors (${northwind.length} of ${northwind.length})`)).toBeVisible();
    await expect(canvas.getByText('Sensors must be activated to provide security insights.')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Platform' })).toBeVisible();
    const physical = await findRow('phys-core');
    await expect(within(physical).getByText('Physical Appliance')).toBeVisible();
    await expect(within(physical).getByRole('img', { name: 'Physical appliance' })).toBeVisible();
    await expect(within(physical).getByRole('button', { name: 'Activate' })).toBeDisabled();
    const waiting = await findRow('vs200-nutanix');
    await expect(within(waiting).getByText('Not activated')).toBeVisible();
    await expect(within(waiting).getByText('Nutanix')).toBeVisible();
    await expect(within(waiting).getByRole('button', { name: 'Activate' })).toBeEnabled();
  },
};

/** The licence counters' tooltips: assignable, to purchase, to request (§2). */
export const CounterTooltips: Story = {
  play: async ({ canvas }) => {
    const counter = async (label: string) => {
      const element = (await canvas.findByText(label)).closest('[data-active]');
      if (!(element instanceof HTMLElement)) throw new Error(`no counter ${label}`);
      return element;
    };
    await userEvent.hover(await counter('200 Series'));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Sensors available to assign');
    await userEvent.unhover(await counter('200 Series'));
    await userEvent.hover(await counter('100 Series'));
    await expect(await screen.findByText('Purchase required for additional sensors')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact your CST for additional sensors' })).toHaveAttribute(
      'href',
      '/contact/cst',
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', listPath, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading sensors...')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', listPath, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Internal server error.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Timeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', listPath, 504)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error retrieving data. Reason: API Timeout.')).toBeVisible();
  },
};

/** vanilla_sensor off: the virtual-only version leaves physical appliances and their platform out. */
export const VirtualOnlyVersion: Story = {
  beforeEach: withoutFlags('vanilla_sensor'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(`Total Sensors (${virtualOnly.length} of ${virtualOnly.length})`),
    ).toBeVisible();
    await expect(await findRow('vs200-aws')).toBeVisible();
    await expect(canvas.queryByRole('gridcell', { name: 'phys-core' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Platform Display All' }));
    await expect(await screen.findByRole('checkbox', { name: 'VMware ESXi' })).toBeVisible();
    await expect(screen.queryByRole('checkbox', { name: 'Physical Appliance' })).not.toBeInTheDocument();
  },
};

/** platform_column off: no Platform column and no Platform filter. */
export const WithoutPlatformColumn: Story = {
  beforeEach: withoutFlags('platform_column'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: 'Configuration' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Model' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Platform' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Platform Display All' })).not.toBeInTheDocument();
  },
};

/** A customer with no appliances, flagged version. */
export const EmptyFlagged: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No sensors are installed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Downloads' })).toHaveAttribute('href', '/downloads');
  },
};

/** A customer with no appliances, virtual-only version. */
export const EmptyVirtualOnly: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  beforeEach: withoutFlags('vanilla_sensor'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Virtual Sensors are installed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Downloads' })).toBeVisible();
  },
};
