import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { ContactPage } from './ContactPage';

/** The direct customer's team in the demo data (Northwind Health: Team Aurora). */
const AURORA = { name: 'Team Aurora', email: 'cst-aurora@provider.example' };

const meta = {
  title: 'Screens/Support/ContactPage',
  component: ContactPage,
  render: () => (
    <>
      <ContactPage />
      <StatusRegion />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    route: '/contact',
    docs: {
      description: {
        component:
          '/contact, /contact/cst and /contact/onboarding: the ticket form beside the card of the customer’s team (user info and, for onboarding customers, `GET /api/v1/onboarding/onboarding-team-contacts`).',
      },
    },
  },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const teamCard = (canvasElement: HTMLElement, name = 'Your Concierge Security Team') =>
  within(canvasElement).findByRole('region', { name });

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Open a Ticket' })).toBeVisible();
    await expect(canvas.getByLabelText('Description')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    const card = await teamCard(canvasElement);
    await expect(await within(card).findByText(AURORA.name)).toBeVisible();
    await expect(within(card).getByRole('link', { name: AURORA.email })).toHaveAttribute(
      'href',
      `mailto:${AURORA.email}`,
    );
    const phones = within(card).getByRole('region', { name: 'Phone' });
    await expect(phones).toHaveTextContent('North America+1 555 0100, option 2');
    await expect(phones).toHaveTextContent('Germany+49 30 5550 1000, option 2');
    await expect(phones).toHaveTextContent('Denmark+45 55 50 10 00, option 2');
    await expect(phones).toHaveTextContent('United Kingdom+44 20 7946 0100, option 2');
    await expect(card).toHaveTextContent('Updated just now');
  },
};

export const CseMembersFirst: Story = {
  parameters: { persona: 'benchmark' },
  play: async ({ canvasElement }) => {
    // Team Borealis lists an analyst before its one cse: the card puts the cse first.
    const card = await teamCard(canvasElement);
    await within(card).findByText('Team Borealis');
    const members = within(card).getAllByRole('listitem');
    await expect(members.map((item) => item.textContent)).toEqual([
      'Jonas Becker (cse)',
      'Hannah Okafor (analyst)',
      'Mei Takahashi (account manager)',
    ]);
  },
};

export const ContactYourCst: Story = {
  parameters: { route: '/contact/cst', persona: 'onboardingHandoff' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const card = await teamCard(canvasElement);
    await expect(await within(card).findByText('Team Cirrus')).toBeVisible();
    await expect(within(card).getByRole('region', { name: 'Phone' })).toHaveTextContent('+1 555 0100, option 2');
  },
};

export const OnboardingCustomer: Story = {
  parameters: { route: '/contact/onboarding', persona: 'onboardingPartial' },
  play: async ({ canvasElement }) => {
    const card = await teamCard(canvasElement, 'Your Onboarding Team');
    await expect(
      await within(card).findByText(/^Your onboarding team guides you through setting up the service\./),
    ).toBeVisible();
    const contacts = within(card).getByRole('region', { name: 'Onboarding contacts' });
    await expect(await within(contacts).findByText('Isabel Navarro')).toBeVisible();
    await expect(contacts).toHaveTextContent('Project Manager');
    await expect(contacts).toHaveTextContent('Onboarding EngineerDeclan Murphy');
    await expect(within(contacts).getByRole('link', { name: 'declan.murphy@provider.example' })).toBeVisible();
    await expect(within(card).getByRole('region', { name: 'Phone' })).toHaveTextContent('+1 555 0100, option 3');
  },
};

export const OnboardingContactsLoading: Story = {
  parameters: { route: '/contact/onboarding', persona: 'onboardingPartial' },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.onboardingTeamContacts.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading onboarding contacts...')).toBeVisible();
  },
};

export const OnboardingContactsError: Story = {
  parameters: { route: '/contact/onboarding', persona: 'onboardingPartial' },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.onboardingTeamContacts.path, 502)),
  play: async ({ canvas }) => {
    const contacts = await canvas.findByRole('region', { name: 'Onboarding contacts' });
    await waitFor(() => expect(contacts).toHaveTextContent('Bad gateway.'));
  },
};

export const MspUser: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas, canvasElement }) => {
    // The MSP user's current end customer (Silverpine Credit Union) and its team.
    const card = await teamCard(canvasElement);
    await expect(await within(card).findByText(AURORA.name)).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Open a Ticket' })).toBeVisible();
  },
};

export const WithoutTeam: Story = {
  parameters: { persona: 'contactOnly' },
  play: async ({ canvasElement }) => {
    const card = await teamCard(canvasElement);
    await expect(await within(card).findByText(/^No Concierge Security Team is assigned/)).toBeVisible();
  },
};

export const LoadingTeam: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.userInfo.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your team...')).toBeVisible();
    // The form does not wait for the team.
    await expect(canvas.getByLabelText('Description')).toBeEnabled();
  },
};

export const TeamError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.userInfo.path, 503)),
  play: async ({ canvas, canvasElement }) => {
    const card = await teamCard(canvasElement);
    await expect(await within(card).findByRole('alert')).toHaveTextContent('Service temporarily unavailable.');
    await expect(within(card).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};
