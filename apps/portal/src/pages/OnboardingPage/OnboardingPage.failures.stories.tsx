import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, userEvent, within } from 'storybook/test';
import { OnboardingPage } from './OnboardingPage';
import { checklist, overviewParameters, PageWithToasts, panel } from './storySupport';

const meta = {
  title: 'Screens/Onboarding/Overview/Failures',
  component: OnboardingPage,
  render: () => <PageWithToasts />,
  parameters: overviewParameters('onboardingPartial'),
} satisfies Meta<typeof OnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the calls are out, one loading state for the page. */
export const Loading: Story = {
  beforeEach: ({ msw }) =>
    msw.use(withFault('get', CALLS.products.path, 'never'), withFault('get', CALLS.cloud.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading onboarding...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeVisible();
  },
};

/** The products call fails: the checklist says so with Retry; the sections and the contacts in the nav stay. */
export const ProductsError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.products.path, 500)),
  play: async ({ canvas }) => {
    const list = await checklist(canvas);
    await expect(await list.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(list.getByRole('button', { name: /Retry/ })).toBeVisible();
    // The cloud section needs the products to know its parts: its panel says so too, with its own Retry.
    const cloud = await panel(canvas, 'Cloud Sensor Configuration');
    await expect(await cloud.findByRole('alert')).toHaveTextContent('Internal server error.');
    const nav = within(canvas.getByRole('navigation', { name: 'Onboarding summary' }));
    await expect(nav.getByRole('list', { name: 'Escalation Contacts' })).toBeVisible();
    await expect(nav.queryByRole('list', { name: 'Purchased Products' })).toBeNull();
  },
};

/** The cloud section fails: its own panel shows the error with Retry; the other sections stay. */
export const CloudSectionError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.cloud.path, 503)),
  play: async ({ canvas }) => {
    const cloud = await panel(canvas, 'Cloud Sensor Configuration');
    await expect(await cloud.findByRole('alert')).toBeVisible();
    await expect(cloud.getByRole('button', { name: /Retry/ })).toBeVisible();
    const exposure = await panel(canvas, 'Internet Exposure');
    await expect(exposure.getByRole('button', { name: /External Scan Hosts/ })).toBeVisible();
    const endpoint = await panel(canvas, 'Endpoint Configuration');
    await expect(endpoint.getByRole('button', { name: /Endpoint Security Solutions/ })).toBeVisible();
  },
};

/** The endpoint section times out: its panel says so; Retry asks again and, the fault gone, shows the section. */
export const EndpointErrorAndRetry: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.endpoint.path, 504)),
  play: async ({ canvas, context }) => {
    const endpoint = await panel(canvas, 'Endpoint Configuration');
    await expect(await endpoint.findByRole('alert')).toBeVisible();
    context.msw.resetHandlers();
    await userEvent.click(endpoint.getByRole('button', { name: /Retry/ }));
    await expect(await endpoint.findByRole('button', { name: /Endpoint Agent Settings/ })).toBeVisible();
  },
};

/** The internet exposure section fails with a bad gateway: its panel shows the error, the checklist can't count. */
export const InternetExposureError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.external.path, 502)),
  play: async ({ canvas }) => {
    const exposure = await panel(canvas, 'Internet Exposure');
    await expect(await exposure.findByRole('alert')).toBeVisible();
    await expect(exposure.getByRole('button', { name: /Retry/ })).toBeVisible();
    await expect(await (await checklist(canvas)).findByRole('alert')).toBeVisible();
  },
};
