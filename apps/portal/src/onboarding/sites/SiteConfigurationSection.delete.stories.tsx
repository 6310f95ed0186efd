import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { SiteConfigurationSection } from './SiteConfigurationSection';

const meta = {
  title: 'Screens/Onboarding/Site Configuration/Delete',
  component: SiteConfigurationSection,
  render: () => (
    <>
      <SiteConfigurationSection />
      <StatusRegion />
    </>
  ),
  parameters: { route: '/onboarding', persona: 'onboardingReady' },
} satisfies Meta<typeof SiteConfigurationSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function askToDelete(canvas: Canvas, site: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Delete ${site}` }));
  return within(await screen.findByRole('dialog', { name: 'Delete Site' }));
}

/** Birchfield Legal's Data Center stands empty: confirmed, it leaves the list. */
export const Default: Story = {
  parameters: { persona: 'onboardingPartial' },
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas, 'Data Center');
    await expect(dialog.getByText('Are you sure you want to delete Data Center? This cannot be undone.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('gridcell', { name: 'Data Center' })).toBeNull());
    await expect(await canvas.findByRole('gridcell', { name: 'Head Office' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Site List/ })).toHaveTextContent('1 site');
  },
};

/** Cancel keeps the site. */
export const Cancelled: Story = {
  parameters: { persona: 'onboardingPartial' },
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas, 'Data Center');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('gridcell', { name: 'Data Center' })).toBeVisible();
  },
};

/**
 * Cancel closes the dialog of a delete already sent; the delete goes on (here it never answers), and meanwhile the
 * sites' Edit and Delete wait for it: they keep the focus, are marked unavailable, and ignore presses.
 */
export const CancelWhileDeleting: Story = {
  parameters: { persona: 'onboardingPartial' },
  beforeEach: ({ msw }) => msw.use(withFault('delete', CALLS.deleteSite.path, 'never')),
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas, 'Data Center');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Site' })).toBeNull());
    // The focus is back on the Delete that opened the dialog, which waits with the rest.
    const deleteAgain = canvas.getByRole('button', { name: 'Delete Data Center' });
    await expect(deleteAgain).toHaveFocus();
    await expect(deleteAgain).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Edit Data Center' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(deleteAgain);
    await expect(screen.queryByRole('dialog', { name: 'Delete Site' })).toBeNull();
    await expect(canvas.getByRole('gridcell', { name: 'Data Center' })).toBeVisible();
  },
};

/**
 * A site sensors and scanners still stand at says so before any delete is sent (once the sensor and scanner lists it
 * reads have loaded), and the server refuses the delete with the same reason.
 */
export const BlockedByReferences: Story = {
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas, 'Data Center');
    const reason =
      'Cannot delete Data Center. It still is used by sensor data-center-sensor-2, scanner data-center-scanner-1.';
    // The lists load beside the sites: on a busy machine the scanners came after the dialog opened (a CI run).
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(reason));
    const remove = dialog.getByRole('button', { name: 'Delete' });
    await userEvent.click(remove);
    // The refusal answered (the button no longer busy), the dialog still gives the reason and the site stays.
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-busy'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('gridcell', { name: 'Data Center' })).toBeVisible();
  },
};

/** With the sensor list not loaded the dialog cannot know; the server's refusal then says why. */
export const RefusedByServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(CALLS.sensors.path), () =>
        HttpResponse.json(
          { sensors: [], completed: true },
          { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.onboardingReady } },
        ),
      ),
    ),
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas, 'Head Office');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Cannot delete Head Office. It still is used by sensor head-office-sensor-1.',
    );
  },
};

/** A failed delete says why and keeps the site. */
export const DeleteFails: Story = {
  parameters: { persona: 'onboardingPartial' },
  beforeEach: ({ msw }) => msw.use(withFault('delete', CALLS.deleteSite.path, 500)),
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas, 'Data Center');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Internal server error.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('gridcell', { name: 'Data Center' })).toBeVisible();
  },
};
