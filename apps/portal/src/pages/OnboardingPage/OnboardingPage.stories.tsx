import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OnboardingPage } from './OnboardingPage';
import {
  checklist,
  expectCloudReadOnly,
  expectNoMarkButtons,
  overviewParameters,
  PageWithToasts,
  panel,
} from './storySupport';

const meta = {
  title: 'Screens/Onboarding/Overview',
  component: OnboardingPage,
  render: () => <PageWithToasts />,
  parameters: {
    ...overviewParameters('onboardingPartial'),
    docs: {
      description: {
        component:
          '/onboarding (portal-onboarding §2.2, §4): the Checklist first, then the visible sections (Contacts, Site Configuration, Endpoint, Cloud Sensor Configuration, Internet Exposure) beside the side navigation. Each onboarding persona of the demo API is a stage of the form.',
      },
    },
  },
} satisfies Meta<typeof OnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PANEL_TITLES = ['Checklist', 'Endpoint Configuration', 'Cloud Sensor Configuration', 'Internet Exposure'];

/** Partially completed: contacts and sites done, cloud, internet exposure and endpoint still to do. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeVisible();
    const list = await checklist(canvas);
    await expect(list.getByText('3 incomplete section(s) remaining.')).toBeVisible();
    await expect(list.getByRole('progressbar', { name: '2 of 5 sections complete' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const sections = within(list.getByRole('list', { name: 'Sections' }));
    await expect(sections.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ContactsComplete',
      'Site ConfigurationComplete',
      'Cloud ConfigurationIncomplete',
      'Internet ExposureIncomplete',
      'Endpoint ConfigurationIncomplete',
    ]);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.filter((text) => PANEL_TITLES.includes(text))).toEqual(PANEL_TITLES);
    await expect(list.getByText('Updated just now')).toBeVisible();
    // Not all complete: no submit yet.
    await expect(canvas.queryByRole('button', { name: 'Submit Information' })).toBeNull();
  },
};

/** Nothing entered yet: every section incomplete. */
export const NotStarted: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  play: async ({ canvas }) => {
    const list = await checklist(canvas);
    await expect(list.getByText('5 incomplete section(s) remaining.')).toBeVisible();
    await expect(list.getByRole('progressbar', { name: '0 of 5 sections complete' })).toBeVisible();
  },
};

/** Every section complete: the editors' banner with Submit Information. */
export const ReadyToSubmit: Story = {
  parameters: { persona: 'onboardingReady' },
  play: async ({ canvas }) => {
    const list = await checklist(canvas);
    await expect(
      await list.findByText('You are now ready to submit your information to your Onboarding team'),
    ).toBeVisible();
    await expect(list.getByRole('button', { name: 'Submit Information' })).toBeEnabled();
    await expect(list.getByRole('progressbar', { name: '5 of 5 sections complete' })).toBeVisible();
    // The count stays beside the banner, at 0 (portal-onboarding §4), as in the read-only stages.
    await expect(list.getByText('0 incomplete section(s) remaining.')).toBeVisible();
  },
};

/** Submitted, kickoff call to come: read-only, and the banner says they are all set for the call. */
export const Submitted: Story = {
  parameters: { persona: 'onboardingSubmitted' },
  play: async ({ canvas }) => {
    const list = await checklist(canvas);
    await expect(
      await list.findByText("You're all set for your Technical Kickoff Call with your Onboarding Team"),
    ).toBeVisible();
    await expect(list.queryByRole('button', { name: 'Submit Information' })).toBeNull();
    const cloud = await panel(canvas, 'Cloud Sensor Configuration');
    await expect(cloud.getByRole('button', { name: /AWS/ })).toBeVisible();
    // Read-only: this page's sections offer no Mark Complete (the contacts and sites sections are theirs to test).
    await expectNoMarkButtons(canvas);
    await expectCloudReadOnly(canvas);
  },
};

/** Technical kickoff done: the information is being reviewed; endpoint is no longer a section. */
export const KickoffDone: Story = {
  parameters: { persona: 'onboardingKickoffDone' },
  play: async ({ canvas }) => {
    const list = await checklist(canvas);
    await expect(await list.findByText('Your information is being reviewed by your Onboarding team')).toBeVisible();
    await expect(list.getByRole('progressbar', { name: '4 of 4 sections complete' })).toBeVisible();
    await expect(await panel(canvas, 'Internet Exposure')).toBeTruthy();
    await expect(canvas.queryByRole('heading', { name: 'Endpoint Configuration' })).toBeNull();
  },
};

/** Handed off: every section finalized, so no section is left: the Technical Kickoff Complete page. */
export const TechnicalKickoffComplete: Story = {
  parameters: { persona: 'onboardingHandoff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Technical Kickoff Complete' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Checklist' })).toBeNull();
  },
};

/** A user without the edit-onboarding role reads everything and changes nothing. */
export const ViewOnly: Story = {
  parameters: { persona: 'onboardingViewer' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('You can view these details. Only users with onboarding edit rights can change them.'),
    ).toBeVisible();
    const list = await checklist(canvas);
    await expect(list.getByText('3 incomplete section(s) remaining.')).toBeVisible();
    await expect(list.queryByRole('button', { name: /Submit|Sync/ })).toBeNull();
    await expectNoMarkButtons(canvas);
    await expectCloudReadOnly(canvas);
  },
};

/** The side navigation: purchased products and the contacts by their roles. */
export const SideNavigation: Story = {
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Onboarding summary' }));
    const products = within(await nav.findByRole('list', { name: 'Purchased Products' }));
    await expect(products.getByRole('link', { name: 'Managed Detection and Response' })).toBeVisible();
    await expect(products.getByRole('link', { name: 'Log Search' })).toBeVisible();
    const admins = within(await nav.findByRole('list', { name: 'Primary / Secondary Contacts' }));
    await expect(admins.getAllByRole('link')[0]).toHaveTextContent('(Primary)');
    await expect(admins.getAllByRole('link')[0]).toHaveAttribute('href', '#onboarding-contacts');
    await expect(nav.getByRole('list', { name: 'Escalation Contacts' })).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Access Grants' })).toBeVisible();
  },
};
