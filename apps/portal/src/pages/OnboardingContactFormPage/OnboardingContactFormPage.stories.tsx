import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { DEMO_MSP_CONTACT_ID, DEMO_PRIMARY_CONTACT_ID } from '@portal/fixtures/widgets/onboardingContacts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingContactFormPage } from './OnboardingContactFormPage';
import { ContactFormRoutes, fillPerson } from './storySupport';

const meta = {
  title: 'Screens/Onboarding/Contact Form',
  component: OnboardingContactFormPage,
  render: () => <ContactFormRoutes />,
  parameters: {
    layout: 'fullscreen',
    persona: 'onboardingPartial',
    route: '/onboarding/contacts/new',
    docs: {
      description: {
        component:
          'Add Contact (`/onboarding/contacts/new`) and Edit Contact (`/onboarding/contacts/edit/{uuid}`), portal-onboarding §2.3: `POST /api/v2/onboarding/contacts`, `PUT …/contacts/{id}`; after a save, the overview at its contact list.',
      },
    },
  },
} satisfies Meta<typeof OnboardingContactFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add Contact: breadcrumbs, the Information and Settings panels, Cancel / 'Save & Add' / Save disabled until typed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add Contact' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: /breadcrumb/i }));
    await expect(crumbs.getByRole('link', { name: 'Onboarding Overview' })).toHaveAttribute('href', '/onboarding');
    await expect(await canvas.findByRole('heading', { name: 'Information' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save & Add' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Edit Contact: the saved contact in the form, no 'Save & Add'. */
export const Edit: Story = {
  parameters: { route: `/onboarding/contacts/edit/${DEMO_PRIMARY_CONTACT_ID}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Contact' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^First Name/ })).toHaveValue('Jordan');
    await expect(canvas.getByRole('textbox', { name: /^Primary Ext/ })).toHaveValue('204');
    await expect(canvas.getByRole('radio', { name: 'Primary' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Portal' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Save & Add' })).toBeNull();
  },
};

/** Saving an edit returns to the overview at the list, with a success toast and the change in the list. */
export const EditAndSave: Story = {
  parameters: { route: `/onboarding/contacts/edit/${DEMO_PRIMARY_CONTACT_ID}` },
  play: async ({ canvas }) => {
    const last = await canvas.findByRole('textbox', { name: /^Last Name/ });
    await userEvent.clear(last);
    await userEvent.type(last, 'Ellery-Grant');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Contact updated.')).toBeVisible();
    const list = within(await canvas.findByRole('grid', { name: 'Contact List' }));
    await expect(await list.findByText('Jordan Ellery-Grant')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { route: `/onboarding/contacts/edit/${DEMO_PRIMARY_CONTACT_ID}` },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.contacts.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading contact...')).toBeVisible();
  },
};

/** An unknown id: 'Contact not found' in an error panel (§8). */
export const NotFound: Story = {
  parameters: { route: '/onboarding/contacts/edit/00000000-0000-4000-8000-000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Contact not found');
    await expect(canvas.queryByRole('form', { name: 'Edit Contact' })).toBeNull();
  },
};

/** An MSP contact: 'Contact not editable' in an error panel (§8). */
export const NotEditable: Story = {
  parameters: { route: `/onboarding/contacts/edit/${DEMO_MSP_CONTACT_ID}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Contact not editable');
  },
};

/** The contacts cannot be read: the catalogue's error with Retry. */
export const LoadError: Story = {
  parameters: { route: `/onboarding/contacts/edit/${DEMO_PRIMARY_CONTACT_ID}` },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.contacts.path, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
  },
};

/** 'Save & Add' saves and starts an empty form for the next contact. */
export const SaveAndAdd: Story = {
  play: async ({ canvas }) => {
    await fillPerson(canvas, 'Ada', 'Byron');
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Add' }));
    await expect(await canvas.findByText('Contact added.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^First Name/ })).toHaveValue(''));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Contact' })).toBeVisible();
  },
};

/** Save adds the contact and returns to the list, where it shows. */
export const SaveReturnsToList: Story = {
  play: async ({ canvas }) => {
    await fillPerson(canvas, 'Ada', 'Byron');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Contact added.')).toBeVisible();
    const list = within(await canvas.findByRole('grid', { name: 'Contact List' }));
    await expect(await list.findByText('Ada Byron')).toBeVisible();
    await expect(list.getByText('+16175550199 - office')).toBeVisible();
  },
};

/** The save fails: the form says why and keeps everything typed. */
export const SaveFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.createContact.path, 500)),
  play: async ({ canvas }) => {
    await fillPerson(canvas, 'Ada', 'Byron');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(canvas.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ada');
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada.byron@birchfield-legal.example');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
