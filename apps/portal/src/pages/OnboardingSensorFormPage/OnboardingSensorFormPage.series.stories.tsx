import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, type Sensor } from '@portal/api';
import { replyAs } from '@portal/fixtures';
import { demoSiteId } from '@portal/fixtures/widgets/onboardingDevices';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingSensorFormPage } from './OnboardingSensorFormPage';
import { field, SensorFormRoutes } from './storySupport';

/**
 * Generic-series mode (portal-onboarding §4, §6): the recommended model from the series and its capabilities, and the
 * provider's override. Birchfield Legal has no sensor at an open site, so a new sensor is in series mode.
 */
const meta = {
  title: 'Screens/Onboarding/Sensor Form/Generic Series',
  component: OnboardingSensorFormPage,
  render: () => <SensorFormRoutes />,
  parameters: {
    layout: 'fullscreen',
    persona: 'onboardingStaff',
    customer: 'onboardingPartial',
    route: '/onboarding/sensors/new',
  },
} satisfies Meta<typeof OnboardingSensorFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The Recommended Model fact's value, as staff read it. */
async function recommendation(canvas: Canvas): Promise<string | null | undefined> {
  const term = await canvas.findByText('Recommended Model');
  return term.nextElementSibling?.textContent;
}

/**
 * Staff read the recommendation: 'N/A' until the series' required capabilities are answered, then the first
 * compatible model, and 'None found' when no model fits (a customer-configured sensor with four 10G ports).
 */
export const RecommendedModel: Story = {
  play: async ({ canvas }) => {
    await expect(await recommendation(canvas)).toBe('N/A');
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Series'), 'S-Series 10 Gbps');
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Deployment type'), 'SPAN/Mirror');
    await expect(await recommendation(canvas)).toBe('N/A');
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Monitoring interfaces'), '2 × 10G SFP+');
    await waitFor(async () => expect(await recommendation(canvas)).toBe('3000 Series Sensor (10 Gbps)'));
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Monitoring interfaces'), '4 × 10G SFP+');
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Customer configured'), 'Yes');
    await waitFor(async () => expect(await recommendation(canvas)).toBe('None found'));
  },
};

/** Staff may override the recommendation with any model; the series and capabilities stay theirs to change. */
export const StaffOverride: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await field(canvas, 'combobox', 'Series'), 'S-Series 1 Gbps');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Override the recommended model' }));
    const model = await field(canvas, 'combobox', 'Model');
    await userEvent.selectOptions(model, '10000 Series Sensor (40 Gbps)');
    const summary = within(canvas.getByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('10000 Series Sensor (40 Gbps)')).toBeVisible();
    await expect(await field(canvas, 'combobox', 'Series')).toBeEnabled();
  },
};

const LOCKED_SENSOR_ID = '5e1f6a3c-0b7d-4c1e-9a2f-3d8b6c4e7f10';
/** A series sensor whose recommendation the provider overrode with the 10000 (its only sensor at an open site). */
const overriddenSensor: Sensor = {
  id: LOCKED_SENSOR_ID,
  name: 'data-center-sensor-1',
  location_id: demoSiteId('onboardingPartial', 1),
  network_configuration: null,
  primary_dns: null,
  secondary_dns: null,
  model: 'sensor10000',
  series: 's10g',
  recommendation_overridden: true,
  configuration: 'mirroring',
  shipping_address: null,
  shipping_contact: null,
  shipping_notes: '',
  need_rackmounts: false,
  capabilities: { deployment: 'mirroring', interfaces: '2' },
  configuration_task_id: null,
};

/** A customer editing that sensor: the series and capabilities are locked, and the banner says why (no model shown). */
export const LockedByOverride: Story = {
  parameters: {
    persona: 'onboardingPartial',
    route: `/onboarding/sensors/edit/${LOCKED_SENSOR_ID}`,
  },
  beforeEach: ({ msw }) =>
    msw.use(replyAs('onboardingPartial', CALLS.sensors.path, { sensors: [overriddenSensor], completed: false })),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'The recommended model was overridden by your provider: the series and capabilities are locked.',
      ),
    ).toBeVisible();
    const series = await field(canvas, 'combobox', 'Series');
    await expect(series).toBeDisabled();
    await expect(series).toHaveDisplayValue('S-Series 10 Gbps');
    await expect(await field(canvas, 'combobox', 'Deployment type')).toBeDisabled();
    await expect(canvas.queryByRole('checkbox', { name: 'Override the recommended model' })).toBeNull();
    const summary = within(canvas.getByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('S-Series 10 Gbps')).toBeVisible();
  },
};
