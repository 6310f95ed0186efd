import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteConfigurationSection } from '../sites';
import { SiteConfigurationWithStatus } from '../sites/SiteConfigurationStory';

const meta = {
  title: 'Screens/Onboarding/Sensor List',
  component: SiteConfigurationSection,
  render: () => <SiteConfigurationWithStatus />,
  parameters: { layout: 'padded', persona: 'onboardingReady', route: '/onboarding?view=sensors' },
} satisfies Meta<typeof SiteConfigurationSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const sensorGrid = async (canvas: Canvas) => within(await canvas.findByRole('grid', { name: 'Sensor List' }));
const headers = (grid: { getAllByRole: (role: string) => HTMLElement[] }) =>
  grid.getAllByRole('columnheader').map((header) => header.textContent);

/** Model mode: Name, Site, Model, IP Address, Deployment Type; 'Configure Sensor'; Edit and Delete. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = await sensorGrid(canvas);
    await expect(await grid.findByText('head-office-sensor-1')).toBeVisible();
    await expect(headers(grid)).toEqual(
      expect.arrayContaining(['Name', 'Site', 'Model', 'IP Address', 'Deployment Type']),
    );
    await expect(grid.getByText('DHCP')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Configure Sensor' })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Edit head-office-sensor-1' })).toBeVisible();
  },
};

/** Generic-series mode: Series and Customer Configured instead of Model; a finalized site's sensor has no actions. */
export const GenericSeries: Story = {
  parameters: { persona: 'onboardingPartial' },
  play: async ({ canvas }) => {
    const grid = await sensorGrid(canvas);
    await expect(await grid.findByText('head-office-sensor-1')).toBeVisible();
    await expect(headers(grid)).toEqual(expect.arrayContaining(['Series', 'Customer Configured']));
    await expect(headers(grid)).not.toContain('Model');
    await expect(grid.queryByRole('button', { name: 'Edit head-office-sensor-1' })).toBeNull();
  },
};

/** Delete asks first, then saves the section without the sensor. */
export const Delete: Story = {
  play: async ({ canvas }) => {
    const grid = await sensorGrid(canvas);
    await userEvent.click(await grid.findByRole('button', { name: 'Delete data-center-sensor-2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Sensor' }));
    await expect(
      dialog.getByText('Are you sure you want to delete data-center-sensor-2? This cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Sensor data-center-sensor-2 deleted.')).toBeVisible();
    // The list is read again after the delete and its rows are drawn again: look each fact up afresh until it holds.
    await waitFor(() => expect(grid.getByText('head-office-sensor-1')).toBeVisible());
    await waitFor(() => expect(grid.queryByText('data-center-sensor-2')).toBeNull());
  },
};

/**
 * Mark Complete and Delete each save the whole section, so while one is on its way the other waits: a delete that
 * never answers, its dialog closed with Cancel, leaves Mark Complete (or Incomplete) and the other Delete buttons
 * disabled.
 */
export const DeleteOnItsWay: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('put', CALLS.saveSensors.path, 'never')),
  play: async ({ canvas }) => {
    const grid = await sensorGrid(canvas);
    // The Sensor List item's own Mark button (the Site List item has one too).
    const item = canvas
      .getAllByRole('region', { name: /^Sensor List/ })
      .find((region) => region.querySelector('[role="grid"]') !== null);
    if (!item) throw new Error('The Sensor List is not in its accordion item');
    const markButton = () => within(item).getByRole('button', { name: /^Mark (Complete|Incomplete)$/ });
    await expect(markButton()).toBeEnabled();
    await userEvent.click(await grid.findByRole('button', { name: 'Delete data-center-sensor-2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Sensor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true'));
    // Cancel closes the dialog; the delete already sent goes on.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Sensor' })).toBeNull());
    await expect(markButton()).toBeDisabled();
    // The Delete that opened the dialog has the focus back, and waits with the others.
    await expect(grid.getByRole('button', { name: 'Delete data-center-sensor-2' })).toHaveFocus();
    await expect(grid.getByRole('button', { name: 'Delete head-office-sensor-1' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(grid.getByRole('button', { name: 'Delete head-office-sensor-1' }));
    await expect(screen.queryByRole('dialog', { name: 'Delete Sensor' })).toBeNull();
  },
};

/**
 * No sensor yet: the list's empty text, and Mark Complete available all the same. portal-onboarding §4 disables it
 * for an empty list only for sites and contacts; a customer may need no physical sensor.
 */
export const EmptyMayBeMarkedComplete: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  play: async ({ canvas }) => {
    const grid = await sensorGrid(canvas);
    await expect(await grid.findByText('Select Configure Sensor to add a sensor')).toBeVisible();
    // The Sensor List item's own Mark button (the Site List item has one too, disabled with no site).
    const item = canvas
      .getAllByRole('region', { name: /^Sensor List/ })
      .find((region) => region.querySelector('[role="grid"]') !== null);
    if (!item) throw new Error('The Sensor List is not in its accordion item');
    await expect(within(item).getByRole('button', { name: 'Mark Complete' })).toBeEnabled();
  },
};

/** A viewer without edit rights: the list without Configure Sensor or actions. */
export const ReadOnly: Story = {
  parameters: { persona: 'onboardingViewer' },
  play: async ({ canvas }) => {
    const grid = await sensorGrid(canvas);
    await expect(await grid.findByText('head-office-sensor-1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Configure Sensor' })).toBeNull();
  },
};
