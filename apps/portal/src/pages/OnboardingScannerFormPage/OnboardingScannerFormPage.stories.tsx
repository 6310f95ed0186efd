import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { demoScannerId } from '@portal/fixtures/widgets/onboardingDevices';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { SiteConfigurationSection } from '../../onboarding/sites';
import { StatusRegion } from '../../StatusRegion';
import { OnboardingScannerFormPage } from './OnboardingScannerFormPage';

function ScannerFormRoutes() {
  return (
    <>
      <Routes>
        <Route path="/onboarding/scanners/new" element={<OnboardingScannerFormPage />} />
        <Route path="/onboarding/scanners/edit/:uuid" element={<OnboardingScannerFormPage />} />
        <Route path="/onboarding" element={<SiteConfigurationSection />} />
      </Routes>
      <StatusRegion />
    </>
  );
}

const meta = {
  title: 'Screens/Onboarding/Scanner Form',
  component: OnboardingScannerFormPage,
  render: () => <ScannerFormRoutes />,
  parameters: { layout: 'fullscreen', persona: 'onboardingReady', route: '/onboarding/scanners/new' },
} satisfies Meta<typeof OnboardingScannerFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Configure Scanner: breadcrumbs, Summary, 'Save and add'; the static network is always required (no DHCP box). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Configure Scanner' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: /breadcrumb/i }));
    await expect(crumbs.getByRole('link', { name: 'Onboarding Overview' })).toHaveAttribute('href', '/onboarding');
    await expect(await canvas.findByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save and add' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^IP Address/ })).toBeRequired();
    await expect(canvas.queryByRole('checkbox', { name: "I can't provide a static IP" })).toBeNull();
  },
};

/** The scanner200 model with the vanilla_scanner feature offers 'Customer Configured'. */
export const CustomerConfigured: Story = {
  parameters: { persona: 'onboardingStaff' },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /^Model/ }), '200 Series Scanner');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Customer Configured' }));
    const summary = within(canvas.getByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('Yes')).toBeVisible();
  },
};

/** Edit Scanner: the saved scanner in the form. */
export const Edit: Story = {
  parameters: { route: `/onboarding/scanners/edit/${demoScannerId('onboardingReady', 0)}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Scanner' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^IP Address/ })).toHaveValue('10.30.2.20');
    await expect(canvas.queryByRole('button', { name: 'Save and add' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { route: `/onboarding/scanners/edit/${demoScannerId('onboardingReady', 0)}` },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.scanners.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading scanner...')).toBeVisible();
  },
};

/** An unknown id: 'Scanner not found' (§8). */
export const NotFound: Story = {
  parameters: { route: '/onboarding/scanners/edit/00000000-0000-4000-8000-000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Scanner not found')).toBeVisible();
  },
};
