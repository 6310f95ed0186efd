import type { Meta, StoryObj } from '@storybook/react-vite';
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

/** A viewer without edit rights: the list without Configure Sensor or actions. */
export const ReadOnly: Story = {
  parameters: { persona: 'onboardingViewer' },
  play: async ({ canvas }) => {
    const grid = await sensorGrid(canvas);
    await expect(await grid.findByText('head-office-sensor-1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Configure Sensor' })).toBeNull();
  },
};
