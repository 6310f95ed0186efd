import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoDatabase } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { personaSession } from '@portal/fixtures/persona';
import { expect, screen, userEvent, within } from 'storybook/test';
import { SiteConfigurationSection } from '../sites';
import { signInChanged, withoutFlag } from '../sites/storySupport';
import { VANILLA_SCANNER_FLAG } from './useScannerFormData';
import { SiteConfigurationWithStatus } from '../sites/SiteConfigurationStory';

const meta = {
  title: 'Screens/Onboarding/Scanner List',
  component: SiteConfigurationSection,
  render: () => <SiteConfigurationWithStatus />,
  parameters: {
    layout: 'padded',
    persona: 'onboardingReady',
    route: '/onboarding?view=scanners',
    docs: {
      description: {
        component:
          "The Site Configuration's Physical Scanner List (portal-onboarding §2.4): Name, Site, Model, Customer Configured (with `vanilla_scanner`), IP Address, Subnet Mask, Primary DNS Server.",
      },
    },
  },
} satisfies Meta<typeof SiteConfigurationSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const scannerGrid = async (canvas: Canvas) =>
  within(await canvas.findByRole('grid', { name: 'Physical Scanner List' }));
const headers = (grid: { getAllByRole: (role: string) => HTMLElement[] }) =>
  grid.getAllByRole('columnheader').map((header) => header.textContent);
/** The cells of the row that names `scanner`. */
const rowOf = async (grid: Awaited<ReturnType<typeof scannerGrid>>, scanner: string) => {
  const row = (await grid.findByText(scanner)).closest('tr');
  if (!(row instanceof HTMLElement)) throw new Error(`No row for ${scanner}`);
  return within(row);
};

/** Every scanner column, with 'Customer Configured' (the vanilla_scanner feature); 'Configure Scanner'; Edit. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = await scannerGrid(canvas);
    const first = await rowOf(grid, 'data-center-scanner-1');
    await expect(headers(grid)).toEqual(
      expect.arrayContaining([
        'Name',
        'Site',
        'Model',
        'Customer Configured',
        'IP Address',
        'Subnet Mask',
        'Primary DNS Server',
      ]),
    );
    await expect(first.getByText('10.30.2.20')).toBeVisible();
    await expect(first.getByText('255.255.255.0')).toBeVisible();
    await expect(first.getByText('10.30.0.53')).toBeVisible();
    await expect(await first.findByText('200 Series Scanner')).toBeVisible();
    await expect(first.getByText('No')).toBeVisible();
    await expect((await rowOf(grid, 'east-clinic-scanner-2')).getByText('Yes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Configure Scanner' })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Edit data-center-scanner-1' })).toBeVisible();
  },
};

/** Without the vanilla_scanner feature the list has no 'Customer Configured' column. */
export const WithoutCustomerConfigured: Story = {
  beforeEach: () => {
    signInChanged(personaSession(new DemoDatabase({ now: DEMO_NOW }), 'onboardingReady'), (user) =>
      withoutFlag(user, VANILLA_SCANNER_FLAG),
    );
  },
  play: async ({ canvas }) => {
    const grid = await scannerGrid(canvas);
    await expect(await grid.findByText('data-center-scanner-1')).toBeVisible();
    await expect(headers(grid)).toEqual(expect.arrayContaining(['Subnet Mask', 'Primary DNS Server']));
    await expect(headers(grid)).not.toContain('Customer Configured');
  },
};

/** Delete asks first, then saves the section without the scanner. */
export const Delete: Story = {
  play: async ({ canvas }) => {
    const grid = await scannerGrid(canvas);
    // The models' names arrive with the hardware list, which renders the rows again: wait for them first.
    await expect((await grid.findAllByText('200 Series Scanner')).length).toBe(2);
    await userEvent.click(grid.getByRole('button', { name: 'Delete east-clinic-scanner-2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Scanner' }));
    await expect(
      dialog.getByText('Are you sure you want to delete east-clinic-scanner-2? This cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Scanner east-clinic-scanner-2 deleted.')).toBeVisible();
    await expect(await grid.findByText('data-center-scanner-1')).toBeVisible();
  },
};

/** No scanners yet: the list says how to add one. */
export const Empty: Story = {
  parameters: { persona: 'onboardingPartial' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Select Configure Scanner to add a scanner')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Configure Scanner' })).toBeVisible();
  },
};

/** A viewer without edit rights: the list without 'Configure Scanner'. */
export const ReadOnly: Story = {
  parameters: { persona: 'onboardingViewer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Select Configure Scanner to add a scanner')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Configure Scanner' })).toBeNull();
  },
};
