import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { demoSensorId } from '@portal/fixtures/widgets/onboardingDevices';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingSensorFormPage } from './OnboardingSensorFormPage';
import { field, fillStaticNetwork, SensorFormRoutes, typeInto } from './storySupport';

const meta = {
  title: 'Screens/Onboarding/Sensor Form',
  component: OnboardingSensorFormPage,
  render: () => <SensorFormRoutes />,
  parameters: {
    layout: 'fullscreen',
    persona: 'onboardingReady',
    route: '/onboarding/sensors/new',
    docs: {
      description: {
        component:
          'Configure Sensor (`/onboarding/sensors/new`) and Edit Sensor (`/onboarding/sensors/edit/{uuid}`), portal-onboarding §2.4–§5: `PUT /api/v1/onboarding/sensors` with the whole section.',
      },
    },
  },
} satisfies Meta<typeof OnboardingSensorFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Configure Sensor for a customer: breadcrumbs, Summary, 'Save and add'; models with allotment left, none hidden. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Configure Sensor' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: /breadcrumb/i }));
    await expect(crumbs.getByRole('link', { name: 'Onboarding Overview' })).toHaveAttribute('href', '/onboarding');
    await expect(await canvas.findByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save and add' })).toBeDisabled();
    const models = optionLabels(await field(canvas, 'combobox', 'Model'));
    await expect(models).toEqual(['Select...', '1000 Series Sensor (2 Gbps)', '3000 Series Sensor (10 Gbps)']);
  },
};

/** Provider staff choose any model, hidden or without allotment left. */
export const StaffHardware: Story = {
  parameters: { persona: 'onboardingStaff' },
  play: async ({ canvas }) => {
    const models = optionLabels(await field(canvas, 'combobox', 'Model'));
    await expect(models).toContain('10000 Series Sensor (40 Gbps)');
    await expect(models).toContain('500 Series Sensor (1 Gbps)');
  },
};

/** A model with one supported deployment preselects it; the Summary follows. */
export const SingleDeploymentPreselected: Story = {
  parameters: { persona: 'onboardingStaff' },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Model'), '500 Series Sensor (1 Gbps)');
    await expect(await field(canvas, 'combobox', 'Deployment Type')).toHaveDisplayValue('SPAN/Mirror');
    const summary = within(canvas.getByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('500 Series Sensor (1 Gbps)')).toBeVisible();
  },
};

/** Generic-series mode (no sensor at an open site without a series): series and its capabilities, no model. */
export const GenericSeries: Story = {
  parameters: { persona: 'onboardingPartial' },
  play: async ({ canvas }) => {
    const series = await field(canvas, 'combobox', 'Series');
    await expect(optionLabels(series)).toEqual(['Select...', 'S-Series 1 Gbps', 'S-Series 10 Gbps']);
    await userEvent.selectOptions(series, 'S-Series 10 Gbps');
    await expect(await field(canvas, 'combobox', 'Monitoring interfaces')).toBeVisible();
    await userEvent.selectOptions(series, 'S-Series 1 Gbps');
    // The 1 Gbps series sets its only deployment type once the form has taken the new series (a render later).
    const deployment = await field(canvas, 'combobox', 'Deployment type');
    await waitFor(() => expect(deployment).toHaveDisplayValue('SPAN/Mirror'));
    await expect(canvas.queryByRole('combobox', { name: /^Model/ })).toBeNull();
  },
};

/** Each §5 message of the sensor and network fields, and the private-address warning. */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    const name = await field(canvas, 'textbox', 'Name');
    await userEvent.click(name);
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a sensor name')).toBeVisible();
    await typeInto(canvas, 'Name', 'HEAD-OFFICE-SENSOR-1');
    await expect(await canvas.findByText('Enter a unique sensor name')).toBeVisible();
    await userEvent.click(await field(canvas, 'combobox', 'Site'));
    await userEvent.tab();
    await expect(await canvas.findByText('Make a site selection')).toBeVisible();
    await userEvent.click(await field(canvas, 'textbox', 'IP Address'));
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a static IP address')).toBeVisible();
    await typeInto(canvas, 'IP Address', '127.0.0.1');
    await expect(await canvas.findByText('Enter a non-reserved IPv4 address')).toBeVisible();
    await typeInto(canvas, 'IP Address', '10.40.1');
    await expect(await canvas.findByText('Enter a valid IPv4 address')).toBeVisible();
    await typeInto(canvas, 'IP Address', '203.0.113.10');
    await expect(await canvas.findByText('Verify that the IPv4 address is private')).toBeVisible();
    await typeInto(canvas, 'IP Address', '10.40.1.10');
    await typeInto(canvas, 'Subnet Mask', '255.0.255.0');
    await expect(await canvas.findByText('Enter a valid subnet mask or prefix length')).toBeVisible();
    await typeInto(canvas, 'Subnet Mask', '/24');
    await userEvent.click(await field(canvas, 'textbox', 'Gateway'));
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a gateway IP Address')).toBeVisible();
    await typeInto(canvas, 'Gateway', '10.40.2.1');
    await expect(await canvas.findByText('Enter a valid gateway IP address')).toBeVisible();
    await typeInto(canvas, 'Gateway', '10.40.1.10');
    await expect(await canvas.findByText('Enter a gateway that is not the same as the IP address')).toBeVisible();
    await userEvent.click(await field(canvas, 'textbox', 'Primary DNS Server'));
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a primary DNS server')).toBeVisible();
    await userEvent.click(await field(canvas, 'combobox', 'Model'));
    await userEvent.tab();
    await expect(await canvas.findByText('Make a sensor model selection')).toBeVisible();
  },
};

/** Shipping messages: an existing site and contact, or a new address and person. */
export const ShippingMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await field(canvas, 'combobox', 'Shipping Site'));
    await userEvent.tab();
    await expect(await canvas.findByText('Make a shipping address selection')).toBeVisible();
    await userEvent.click(await field(canvas, 'combobox', 'Contact'));
    await userEvent.tab();
    await expect(await canvas.findByText('Make a shipping contact selection')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Ship to a new address' }));
    await userEvent.click(await field(canvas, 'combobox', 'Country'));
    await userEvent.tab();
    await expect(await canvas.findByText('Make a country selection')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'A new contact' }));
    await userEvent.click(await field(canvas, 'textbox', 'First Name'));
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a first name')).toBeVisible();
    await typeInto(canvas, 'Email', 'not-an-email');
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
    await userEvent.click(await field(canvas, 'textbox', 'Primary Phone Number'));
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a primary phone number')).toBeVisible();
  },
};

/** "Can't provide a static IP": Cancel unticks it, confirming keeps it; typing an address unticks it again. */
export const DhcpConfirm: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('checkbox', { name: "I can't provide a static IP" });
    await userEvent.click(box);
    let dialog = within(await screen.findByRole('dialog', { name: 'Use DHCP instead of a static IP?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(box).not.toBeChecked());
    await userEvent.click(box);
    dialog = within(await screen.findByRole('dialog', { name: 'Use DHCP instead of a static IP?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Use DHCP' }));
    await expect(box).toBeChecked();
    await expect(within(canvas.getByRole('region', { name: 'Summary' })).getByText('Automatic (DHCP)')).toBeVisible();
    // The closed dialog hands the focus back to the checkbox; typing before then could lose the keystroke.
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(await field(canvas, 'textbox', 'IP Address'), '1');
    await waitFor(() => expect(box).not.toBeChecked());
  },
};

/** Shipping to a new address in Germany: the import-fee notice. */
export const ImportFeeNotice: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Ship to a new address' }));
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Country'), 'DE');
    await expect(
      await canvas.findByText(/^Sensors shipped outside of the United States or Canada may be subject to import/),
    ).toBeVisible();
  },
};

/** Edit Sensor: the saved sensor in the form, no 'Save and add'. */
export const Edit: Story = {
  parameters: { route: `/onboarding/sensors/edit/${demoSensorId('onboardingReady', 0)}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Sensor' })).toBeVisible();
    await expect(await field(canvas, 'textbox', 'Name')).toHaveValue('head-office-sensor-1');
    await expect(await field(canvas, 'textbox', 'IP Address')).toHaveValue('10.20.1.10');
    await expect(await field(canvas, 'combobox', 'Model')).toHaveDisplayValue('1000 Series Sensor (2 Gbps)');
    await expect(canvas.queryByRole('button', { name: 'Save and add' })).toBeNull();
  },
};

/** Saving a new sensor returns to the overview, where the list shows it. */
export const SaveAndList: Story = {
  play: async ({ canvas }) => {
    await typeInto(canvas, 'Name', 'edge-lab');
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Site'), 'Head Office');
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Model'), '3000 Series Sensor (10 Gbps)');
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Deployment Type'), 'Internal Tap');
    await fillStaticNetwork(canvas);
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Shipping Site'), 'Head Office');
    const contact = await field(canvas, 'combobox', 'Contact');
    const first = within(contact).getAllByRole('option')[1]?.textContent ?? '';
    await userEvent.selectOptions(contact, first);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Sensor added.')).toBeVisible();
    const list = within(await canvas.findByRole('grid', { name: 'Sensor List' }));
    await expect(await list.findByText('edge-lab')).toBeVisible();
  },
};

/** A failed save keeps everything typed and says why. */
export const SaveFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('put', CALLS.saveSensors.path, 500)),
  play: async (context) => {
    const { canvas } = context;
    await typeInto(canvas, 'Name', 'edge-lab');
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Site'), 'Head Office');
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Model'), '1000 Series Sensor (2 Gbps)');
    await fillStaticNetwork(canvas);
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Shipping Site'), 'Head Office');
    const contact = await field(canvas, 'combobox', 'Contact');
    await userEvent.selectOptions(contact, within(contact).getAllByRole('option')[1]?.textContent ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(await field(canvas, 'textbox', 'Name')).toHaveValue('edge-lab');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configure Sensor' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { route: `/onboarding/sensors/edit/${demoSensorId('onboardingReady', 0)}` },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.sensors.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading sensor...')).toBeVisible();
  },
};

/** An unknown id: 'Sensor not found' in an error panel (§8). */
export const NotFound: Story = {
  parameters: { route: '/onboarding/sensors/edit/00000000-0000-4000-8000-000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sensor not found')).toBeVisible();
  },
};
