import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { ContactsSection } from './ContactsSection';

const CONTACTS = CALLS.contacts.path;

const meta = {
  title: 'Screens/Onboarding/Contacts',
  component: ContactsSection,
  render: () => (
    <>
      <ContactsSection />
      <StatusRegion />
    </>
  ),
  parameters: {
    layout: 'padded',
    persona: 'onboardingPartial',
    route: '/onboarding',
    docs: {
      description: {
        component:
          'The Contacts panel of the onboarding overview (portal-onboarding §2.3, §4): `GET /api/v2/onboarding/contacts`, the list, the selectors (each saves with `PUT …/contacts/{id}`) and Mark Complete (`PUT …/status/complete|incomplete`).',
      },
    },
  },
} satisfies Meta<typeof ContactsSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The accordion header of one part (its name starts with the part's title, then its completion text). */
const header = (canvas: Canvas, title: string) =>
  canvas.findByRole('button', { name: new RegExp(`^${title.replace(/[/]/g, '\\/')}`) });

const grid = async (canvas: Canvas) => within(await canvas.findByRole('grid', { name: 'Contact List' }));

/** The partial customer: primary Jordan Ellery, secondary Kim Osei, sponsor Patricia Lowe; its MSP contact hidden. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await header(canvas, 'Contact List')).toHaveTextContent('3 contacts');
    const list = await grid(canvas);
    await expect(list.getByText('Jordan Ellery')).toBeVisible();
    await expect(list.getByText('+1 617 555 0110 Ext. 204 - office')).toBeVisible();
    await expect(
      list.getAllByText('Portal, Data Explorer, Risk, Managed Awareness, Activate vLC').length,
    ).toBeGreaterThan(0);
    await expect(list.getByRole('link', { name: 'Edit Jordan Ellery' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/onboarding\/contacts\/edit\/[0-9a-f-]{36}$/),
    );
    await expect(canvas.getByRole('button', { name: 'Add Contact' })).toBeEnabled();
    await expect(list.queryByText('Keystone SOC Desk')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();
    await expect(list.getByText('Jordan Ellery').closest('#onboarding-contacts')).toBeInTheDocument();
  },
};

/** Every part's completion text: the partial customer's contacts fill all five. */
export const CompleteParts: Story = {
  play: async ({ canvas }) => {
    await expect(await header(canvas, 'Primary/Secondary/Executive Sponsor Contacts')).toHaveTextContent('Complete');
    // Jordan Ellery and Kim Osei: the MSP's escalation desk, hidden from this customer, is not counted.
    await expect(await header(canvas, 'Escalation Contacts')).toHaveTextContent('2 escalation contacts');
    await expect(await header(canvas, 'Intelligence Reports')).toHaveTextContent('3 report recipients');
    await expect(await header(canvas, 'Access Controls')).toHaveTextContent('Complete');
  },
};

/** A customer who has not started: no contacts, every part incomplete, Mark Complete disabled. */
export const Empty: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  play: async ({ canvas }) => {
    await expect(await header(canvas, 'Contact List')).toHaveTextContent('No contacts');
    await expect(await canvas.findByText('Select Add Contact to add a contact')).toBeVisible();
    await expect(await header(canvas, 'Escalation Contacts')).toHaveTextContent('No escalation contacts');
    await expect(await header(canvas, 'Intelligence Reports')).toHaveTextContent('No report recipients');
    await expect(await header(canvas, 'Access Controls')).toHaveTextContent('Incomplete');
    await expect(canvas.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
    await userEvent.click(await header(canvas, 'Primary/Secondary/Executive Sponsor Contacts'));
    await expect(await canvas.findByText('Choose a primary contact.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Primary Contact' })).toHaveTextContent('No available contacts.');
  },
};

/** Marking the section incomplete saves at once; the button then offers Mark Complete again. */
export const MarkIncomplete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark Incomplete' }));
    await expect(await canvas.findByRole('button', { name: 'Mark Complete' })).toBeEnabled();
  },
};

/** A user without the edit-onboarding role: no Add Contact, no edit links, selectors and Mark Complete disabled. */
export const ReadOnlyViewer: Story = {
  parameters: { persona: 'onboardingViewer' },
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    await expect(list.getByText('Jordan Ellery')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark Incomplete' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add Contact' })).toBeNull();
    await expect(list.queryByRole('link', { name: 'Edit Jordan Ellery' })).toBeNull();
    await userEvent.click(await header(canvas, 'Escalation Contacts'));
    await expect(await canvas.findByRole('combobox', { name: 'Escalation Contacts' })).toBeDisabled();
  },
};

/** Submitted, awaiting the kickoff: the sections are locked, so nothing can change. */
export const LockedAfterSubmit: Story = {
  parameters: { persona: 'onboardingSubmitted' },
  play: async ({ canvas }) => {
    await expect(await header(canvas, 'Contact List')).toHaveTextContent('6 contacts');
    await expect(canvas.getByRole('button', { name: 'Mark Incomplete' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add Contact' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CONTACTS, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading contacts...')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CONTACTS, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible());
  },
};

/** Marking incomplete fails: the toast says why and the section stays complete. */
export const MarkIncompleteFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('put', CALLS.incompleteContacts.path, 500)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark Incomplete' }));
    await expect(await canvas.findByText('Internal server error.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();
  },
};
