import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, STAFF_EMAIL_DOMAIN } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingPage } from './OnboardingPage';
import { checklist, overviewParameters, PageWithToasts, toasts, withUser } from './storySupport';

const meta = {
  title: 'Screens/Onboarding/Overview/Submit',
  component: OnboardingPage,
  render: () => <PageWithToasts />,
  parameters: overviewParameters('onboardingReady'),
} satisfies Meta<typeof OnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const openConfirm = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  const list = await checklist(canvas);
  await userEvent.click(await list.findByRole('button', { name: 'Submit Information' }));
  return within(await screen.findByRole('dialog', { name: 'Submit Information' }));
};

/** Submit Information asks first, saying the details become read-only. */
export const ConfirmModal: Story = {
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await expect(
      dialog.getByText(
        'Once submitted, your onboarding details become read-only until your Technical Kickoff Call with your Onboarding Team.',
      ),
    ).toBeVisible();
    // The dialog takes the focus as it opens; on a busy machine that came after the dialog showed (a CI run).
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(
      canvas.getByText('You are now ready to submit your information to your Onboarding team'),
    ).toBeVisible();
  },
};

/** Confirmed: the demo API takes the submission, the form turns read-only and the banner says what comes next. */
export const SubmitSuccess: Story = {
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    // The toast first: it leaves after a while, and the banner waits for the user info to load again.
    await expect(
      await toasts().findByText('Your information has been submitted to your Onboarding team.'),
    ).toBeVisible();
    await expect(
      await canvas.findByText("You're all set for your Technical Kickoff Call with your Onboarding Team"),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit Information' })).toBeNull();
    await expect(screen.queryByRole('dialog', { name: 'Submit Information' })).toBeNull();
  },
};

/** The submission fails: the error shows, the dialog stays open to try again, and nothing turned read-only. */
export const SubmitFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.submitOnboarding.path, 500)),
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await toasts().findByText('Internal server error.')).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Submit Information' })).toBeVisible();
  },
};

const asStaff = withUser((user) => ({ ...user, email: `ops.lead@${STAFF_EMAIL_DOMAIN}` }));

/** Provider staff sync the form to the provider's systems; the dialog lists what was synced and what failed. */
export const SyncResults: Story = {
  parameters: { persona: 'onboardingPartial' },
  beforeEach: asStaff,
  play: async ({ canvas }) => {
    const list = await checklist(canvas);
    await userEvent.click(await list.findByRole('button', { name: 'Sync' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sync Results' }));
    const success = within(dialog.getByRole('region', { name: 'Success' }));
    await expect(success.getByText('Contacts')).toBeVisible();
    await expect(success.getByText('Site Configuration')).toBeVisible();
    const errors = within(dialog.getByRole('region', { name: 'Errors' }));
    await expect(errors.getByText('Endpoint Configuration: the section is incomplete.')).toBeVisible();
    await expect(
      errors.getByText('Internet Exposure: legacy-portal.example.org — NXDOMAIN: the name does not resolve'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(screen.queryByRole('dialog', { name: 'Sync Results' })).toBeNull();
  },
};

/** A clean sync: every section synced, 'None' under errors. */
export const SyncAllSucceeded: Story = {
  parameters: { persona: 'onboardingPartial' },
  beforeEach: (context) => {
    asStaff();
    context.msw.use(
      http.post(anyOrigin(CALLS.sync.path), () =>
        HttpResponse.json(
          { success: ['Contacts', 'Site Configuration', 'Cloud Configuration'], errors: [] },
          { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.onboardingPartial } },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await (await checklist(canvas)).findByRole('button', { name: 'Sync' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sync Results' }));
    await expect(dialog.getByText('3 synced, 0 errors.')).toBeVisible();
    await expect(within(dialog.getByRole('region', { name: 'Errors' })).getByText('None')).toBeVisible();
  },
};

/** The sync fails: the error shows as a toast and no results dialog opens. */
export const SyncFailure: Story = {
  parameters: { persona: 'onboardingPartial' },
  beforeEach: (context) => {
    asStaff();
    context.msw.use(withFault('post', CALLS.sync.path, 503));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await (await checklist(canvas)).findByRole('button', { name: 'Sync' }));
    await expect(await toasts().findByText('Service temporarily unavailable.')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Sync Results' })).toBeNull();
  },
};

/** Customers do not sync: the button is provider staff's. */
export const NoSyncForCustomers: Story = {
  play: async ({ canvas }) => {
    const list = await checklist(canvas);
    await expect(await list.findByRole('button', { name: 'Submit Information' })).toBeVisible();
    await expect(list.queryByRole('button', { name: 'Sync' })).toBeNull();
  },
};
