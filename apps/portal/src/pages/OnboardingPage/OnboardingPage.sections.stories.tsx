import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, type ExternalSection } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS } from '@portal/fixtures';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { OnboardingPage } from './OnboardingPage';
import { overviewParameters, PageWithToasts, panel } from './storySupport';

/** A GET of the demo API answered with `body` for the partial customer (the reply names it, as the real API does). */
const replyWith = (path: string, body: JsonBodyType) =>
  http.get(anyOrigin(path), () =>
    HttpResponse.json(body, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.onboardingPartial } }),
  );

const meta = {
  title: 'Screens/Onboarding/Overview/Sections',
  component: OnboardingPage,
  render: () => <PageWithToasts />,
  parameters: overviewParameters('onboardingPartial'),
} satisfies Meta<typeof OnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const openItem = async (canvas: Canvas, section: string, item: string) => {
  const region = await panel(canvas, section);
  const trigger = await region.findByRole('button', { name: new RegExp(`^${item}`) });
  await userEvent.click(trigger);
  return { region, trigger };
};

/** Cloud: each part shows its saved data; Mark Complete saves at once and the header follows. */
export const CloudMarkComplete: Story = {
  play: async ({ canvas }) => {
    const { region, trigger } = await openItem(canvas, 'Cloud Sensor Configuration', 'Azure');
    await expect(trigger).toHaveTextContent('Incomplete');
    await userEvent.click(region.getByRole('button', { name: 'Mark Complete' }));
    await expect(await region.findByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
    await expect(trigger).toHaveTextContent('Complete');
    await expect(trigger).not.toHaveTextContent('Incomplete');
  },
};

/** Cloud: Mark Complete waits for the required selections (no Salesforce licences yet). */
export const CloudRequiredSelections: Story = {
  play: async ({ canvas }) => {
    const { region } = await openItem(canvas, 'Cloud Sensor Configuration', 'Salesforce');
    await expect(within(region.getByLabelText('Salesforce')).getByText('Licenses')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  },
};

/** Internet exposure: the hosts, the targets that do not resolve, and a Mark Complete that waits for the scan. */
export const InternetExposureSummary: Story = {
  play: async ({ canvas }) => {
    const { region } = await openItem(canvas, 'Internet Exposure', 'External Scan Hosts');
    const warning = within(region.getByRole('alert'));
    await expect(warning.getByText('Error')).toBeVisible();
    await expect(warning.getByText('The following IP addresses do not resolve:')).toBeVisible();
    await expect(warning.getByText('The following domains do not resolve:')).toBeVisible();
    await expect(warning.getByText(/legacy-portal\.example\.org/)).toBeVisible();
    await openItem(canvas, 'Internet Exposure', 'Vulnerability Scan Configuration');
    await expect(region.getByText('External scan acknowledged')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  },
};

const LONG_EXTERNAL: ExternalSection = {
  external_scan_allowed: true,
  external_scan_info: {
    addresses: Array.from({ length: 80 }, (_, index) => `198.51.100.${index + 1}`),
    dns: Array.from(
      { length: 30 },
      (_, index) => `very-long-subdomain-name-for-a-customer-facing-service-${index}.birchfield-legal.example`,
    ),
  },
  domain_ownership_confirmed: true,
  no_external_hosts: false,
  invalid_targets: [],
  completed: true,
  finalized: null,
  outbound_allowed: true,
  ssl_disabled: false,
};

/** Long data: 80 addresses and 30 long domain names wrap inside the panel. */
export const LongData: Story = {
  beforeEach: ({ msw }) => msw.use(replyWith(CALLS.external.path, LONG_EXTERNAL)),
  play: async ({ canvas }) => {
    const { region, trigger } = await openItem(canvas, 'Internet Exposure', 'External Scan Hosts');
    await expect(trigger).toHaveTextContent('Complete');
    await expect(region.getByText(/198\.51\.100\.80$/)).toBeVisible();
    const domains = region.getByText(/customer-facing-service-29/);
    await expect(domains).toBeVisible();
    await expect(domains.scrollWidth).toBeLessThanOrEqual(domains.clientWidth + 1);
    await expect(region.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();
  },
};
