import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { SiteConfigurationSection } from './SiteConfigurationSection';
import { SiteFormDialog } from './SiteFormDialog';
import { fillRequired, openAdd, openEdit } from './siteFormStorySupport';

/**
 * The site form opens in a dialog from the Site List's Add Site and Edit (the spec gives sites no route), so each
 * story opens it there, as a user does, on the persona's saved sites.
 */
const meta = {
  title: 'Screens/Onboarding/Site Form',
  component: SiteFormDialog,
  render: () => (
    <>
      <SiteConfigurationSection />
      <StatusRegion />
    </>
  ),
  args: { site: undefined, sites: [], onClose: () => undefined },
  parameters: { route: '/onboarding', persona: 'onboardingReady' },
} satisfies Meta<typeof SiteFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Add Site: the empty form, the United States chosen, 0 domain controllers, Save disabled until changed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await expect(dialog.getByRole('combobox', { name: /^Country/ })).toHaveDisplayValue('United States');
    await expect(dialog.getByRole('spinbutton', { name: /^Number of Domain Controllers/ })).toHaveValue(0);
    await expect(dialog.getByRole('textbox', { name: /^Networks to avoid NMAP scanning/ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^IP Subnets/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Edit Site: the saved site in the form (its subnets one per line); keeping its own name is allowed. */
export const EditSite: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEdit(canvas, 'Head Office');
    await expect(dialog.getByRole('textbox', { name: /^Site Name/ })).toHaveValue('Head Office');
    await expect(dialog.getByRole('textbox', { name: /^IP Subnets/ })).toHaveValue('10.20.0.0/16\n192.168.10.0/24');
    await expect(dialog.getByRole('button', { name: 'Remove Palo Alto' })).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Notes/ }), 'Badge readers at the door.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Site' })).toBeNull());
    await expect(await canvas.findByRole('gridcell', { name: 'Head Office' })).toBeVisible();
  },
};

/** A new site saved joins the list. */
export const AddSite: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await fillRequired(dialog, 'Harbor Warehouse');
    await userEvent.type(dialog.getByRole('textbox', { name: /^IP Subnets/ }), '10.40.0.0/16, 10.41.0.0/16');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('gridcell', { name: 'Harbor Warehouse' })).toBeVisible();
    await expect(canvas.getByText('12 Dock Street, Portland, ME, US')).toBeVisible();
  },
};

/** A failed save says why and keeps everything typed; the form can be saved again. */
export const SaveFailureKeepsInput: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.createSite.path, 500)),
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await fillRequired(dialog, 'Harbor Warehouse');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Internal server error.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Site Name/ })).toHaveValue('Harbor Warehouse');
    await expect(dialog.getByRole('textbox', { name: /^City/ })).toHaveValue('Portland');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/**
 * While a save runs, Cancel is unavailable and Escape does not close the dialog: closing it would not stop the save,
 * and the site would appear in the list after 'Close without saving'.
 */
export const CloseWhileSaving: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.createSite.path, 'never')),
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await fillRequired(dialog, 'Harbor Warehouse');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveAttribute('aria-disabled', 'true'));
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(cancel);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Add Site' })).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).toBeNull();
    await expect(dialog.getByRole('textbox', { name: /^Site Name/ })).toHaveValue('Harbor Warehouse');
  },
};

/** Cancel with data asks before closing; 'Keep editing' keeps the dialog and what was typed. */
export const UnsavedChanges: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Site Name/ }), 'Harbor Warehouse');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await expect(question).toHaveTextContent('All newly entered data will be lost. Are you sure you want to close?');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await expect(dialog.getByRole('textbox', { name: /^Site Name/ })).toHaveValue('Harbor Warehouse');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', {
        name: 'Close without saving',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Site' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Add Site' })).toBeVisible();
  },
};
