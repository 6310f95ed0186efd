import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, TIMEOUT_ERROR_MESSAGE } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteConfigurationSection } from './SiteConfigurationSection';
import { untilAnswered } from '../../pages/OnboardingPage/storySupport';

const meta = {
  title: 'Screens/Onboarding/Site Configuration/Failures',
  component: SiteConfigurationSection,
  parameters: { route: '/onboarding', persona: 'onboardingReady' },
} satisfies Meta<typeof SiteConfigurationSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Opens an item and answers its content. */
async function item(canvas: Canvas, title: RegExp) {
  const trigger = await canvas.findByRole('button', { name: title });
  if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
  return within(await canvas.findByRole('region', { name: title }));
}

/** The sites fail: the Site List says why and offers Retry; the other items still show. */
export const Default: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.sitesV2.path, 500)),
  play: async ({ canvas }) => {
    const list = await item(canvas, /^Site List/);
    await expect(await list.findByText('Internal server error.')).toBeVisible();
    await expect(list.getByRole('button', { name: /Retry/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Sensor List/ })).toBeVisible();
  },
};

export const SitesTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.sitesV2.path, 504)),
  play: async ({ canvas }) => {
    await expect(await (await item(canvas, /^Site List/)).findByText(TIMEOUT_ERROR_MESSAGE)).toBeVisible();
  },
};

export const SensorsFail: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.sensors.path, 500)),
  play: async ({ canvas }) => {
    // Collapsed, the item says it failed; the Site List, whose call answered, still counts its sites.
    const header = await canvas.findByRole('button', { name: /^Sensor List/ });
    await waitFor(() => expect(header).toHaveTextContent('Failed to load'));
    await expect(canvas.getByRole('button', { name: /^Site List/ })).toHaveTextContent(/\d+ sites?|No sites/);
    await expect(await (await item(canvas, /^Sensor List/)).findByText('Internal server error.')).toBeVisible();
  },
};

export const ScannersFail: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.scanners.path, 503)),
  play: async ({ canvas }) => {
    const scanners = await item(canvas, /^Physical Scanner List/);
    await expect(await scanners.findByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

export const VirtualScannerFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.virtualScanner.path, 500)),
  play: async ({ canvas }) => {
    const header = await canvas.findByRole('button', { name: /^Virtual Scanner Settings/ });
    await waitFor(() => expect(header).toHaveTextContent('Failed to load'));
    const virtual = await item(canvas, /^Virtual Scanner Settings/);
    await expect(await virtual.findByText('Internal server error.')).toBeVisible();
  },
};

/** Marking complete fails: the toast says why (in the app) and the button is ready again. */
export const MarkCompleteFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('put', CALLS.incompleteSites.path, 500)),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Mark Incomplete' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await untilAnswered(() => canvas.getByRole('button', { name: 'Mark Incomplete' }));
    await expect(canvas.getByRole('button', { name: /^Site List/ })).toHaveTextContent('Complete');
  },
};
