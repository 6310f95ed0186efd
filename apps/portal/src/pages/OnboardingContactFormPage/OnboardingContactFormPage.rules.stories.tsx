import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { testContact } from '../../onboarding/contacts/contactTestData';
import { OnboardingContactFormPage } from './OnboardingContactFormPage';
import { ContactFormRoutes, fillPerson } from './storySupport';

const meta = {
  title: 'Screens/Onboarding/Contact Form/Rules',
  component: OnboardingContactFormPage,
  render: () => <ContactFormRoutes />,
  parameters: { layout: 'fullscreen', persona: 'onboardingPartial', route: '/onboarding/contacts/new' },
} satisfies Meta<typeof OnboardingContactFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each required field says what it needs once left empty (§5, verbatim). */
export const RequiredMessages: Story = {
  play: async ({ canvas }) => {
    for (const name of [/^First Name/, /^Last Name/, /^Email/, /^Primary Phone Number/]) {
      await userEvent.click(await canvas.findByRole('textbox', { name }));
      await userEvent.tab();
    }
    await expect(await canvas.findByText('Enter a first name')).toBeVisible();
    await expect(canvas.getByText('Enter a last name')).toBeVisible();
    await expect(canvas.getByText('Enter an email address')).toBeVisible();
    await expect(canvas.getByText('Enter a primary phone number')).toBeVisible();
  },
};

/** An invalid email and phone numbers say so; the secondary number is optional but must be valid. */
export const InvalidValues: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'ada@');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Secondary Phone Number/ }), '12');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
    await expect(await canvas.findByText('Enter a valid phone number')).toBeVisible();
  },
};

/** A distribution list needs no last name and no phone; it offers no access rights or sponsorship (§4, §5). */
export const DistributionList: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Portal' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Distribution List' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^First Name/ }), 'Security Team');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'security@birchfield-legal.example');
    await expect(canvas.getByRole('checkbox', { name: 'Escalation Contact' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Portal' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Executive Sponsor' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    // Back to a person: the access chosen before is cleared, not restored.
    await userEvent.click(canvas.getByRole('radio', { name: 'User' }));
    await expect(await canvas.findByRole('checkbox', { name: 'Portal' })).not.toBeChecked();
  },
};

/** A shipping contact is normal, with no reports, escalations or access: those settings go away (§4). */
export const ShippingContact: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Primary' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Shipping Contact' }));
    await expect(canvas.getByRole('radio', { name: 'Shipping Contact' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Contact Type' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Intelligence Report Recipient' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'User' }));
    await expect(await canvas.findByRole('radio', { name: 'Normal' })).toBeChecked();
  },
};

/** Partner type MSP: only the shipping contact type is offered (§2.4, §6). */
export const MspPartnerShippingOnly: Story = {
  parameters: { persona: 'onboardingKickoffDone' },
  play: async ({ canvas }) => {
    const category = within(await canvas.findByRole('radiogroup', { name: 'Contact Category' }));
    await expect(category.getByRole('radio', { name: 'Shipping Contact' })).toBeChecked();
    await expect(category.getAllByRole('radio')).toHaveLength(1);
  },
};

/** A new primary contact demotes the old one: two updates, and the list's primary selector names the new one (§4). */
export const NewPrimaryDemotesOld: Story = {
  play: async ({ canvas }) => {
    await fillPerson(canvas, 'Ada', 'Byron');
    await userEvent.click(canvas.getByRole('radio', { name: 'Primary' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Jordan Ellery is no longer the primary contact.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /^Primary\/Secondary\/Executive Sponsor/ }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Primary Contact' })).toHaveDisplayValue('Ada Byron'),
    );
  },
};

/** An MSP contact is the primary: the Primary type is disabled (§2.3). */
export const MspPrimaryLocksPrimary: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(CALLS.contacts.path), () =>
        HttpResponse.json(
          {
            contacts: [testContact('00000000-0000-4000-8000-000000000001', { is_msp: true, is_primary_contact: true })],
            completed: false,
          },
          { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.onboardingPartial } },
        ),
      ),
    ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Primary' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Secondary' })).toBeEnabled();
  },
};

/** Cancel with typed data asks before leaving; 'Keep editing' stays with everything typed. */
export const UnsavedChanges: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^First Name/ }), 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(
      dialog.getByText('All newly entered data will be lost. Are you sure you want to leave?'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep editing' }));
    await expect(canvas.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ada');
  },
};

/** Cancel with nothing typed leaves at once for the list. */
export const CancelUnchanged: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('grid', { name: 'Contact List' })).toBeVisible();
  },
};
