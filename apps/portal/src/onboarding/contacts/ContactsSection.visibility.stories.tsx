import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, type Contact } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ContactsSection } from './ContactsSection';
import { testContact } from './contactTestData';

const meta = {
  title: 'Screens/Onboarding/Contacts/Visibility',
  component: ContactsSection,
  parameters: { layout: 'padded', persona: 'onboardingPartial', route: '/onboarding' },
} satisfies Meta<typeof ContactsSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const grid = async (canvas: Canvas) => within(await canvas.findByRole('grid', { name: 'Contact List' }));

/** An MSP user sees the MSP contact, with 'Please contact your CST to make changes.' instead of Edit (§2.3). */
export const MspViewer: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    await expect(list.getByText('Keystone SOC Desk')).toBeVisible();
    await expect(list.queryByRole('link', { name: 'Edit Keystone SOC Desk' })).toBeNull();
    await userEvent.hover(list.getByLabelText('Keystone SOC Desk: MSP contact'));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Please contact your CST to make changes.');
  },
};

/** Provider staff see MSP contacts too. */
export const StaffViewer: Story = {
  parameters: { persona: 'staff' },
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    await expect(list.getByText('Keystone SOC Desk')).toBeVisible();
    await expect(list.getByLabelText('Keystone SOC Desk: MSP contact')).toBeVisible();
  },
};

/** A customer user does not see the MSP contact in the list (its escalation still counts). */
export const MspContactHidden: Story = {
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    await expect(list.getByText('Kim Osei')).toBeVisible();
    await expect(list.queryByText('Keystone SOC Desk')).toBeNull();
  },
};

/** The Type column's icons: a distribution list, a shipping contact and people (the complete customer). */
export const ContactTypes: Story = {
  parameters: { persona: 'onboardingReady' },
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    await expect(list.getByRole('img', { name: 'List' })).toBeInTheDocument();
    await expect(list.getByRole('img', { name: 'Shipping' })).toBeInTheDocument();
    await expect(list.getAllByRole('img', { name: 'User' }).length).toBeGreaterThan(1);
  },
};

const MANY: Contact[] = Array.from({ length: 60 }, (_, index) =>
  testContact(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, {
    first_name: `Person${String(index).padStart(2, '0')}`,
    last_name: 'Example',
    is_primary_contact: index === 0,
    is_portal_user: index % 2 === 0,
  }),
);

/** Sixty contacts: the list pages and sorts by Display Name. */
export const LongList: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(CALLS.contacts.path), () =>
        HttpResponse.json(
          { contacts: MANY, completed: false },
          { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.onboardingPartial } },
        ),
      ),
    ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Contact List/ })).toHaveTextContent('60 contacts');
    const list = await grid(canvas);
    await expect(list.getByText('Person00 Example')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: /Display Name/ }));
    await expect(await list.findByText('Person59 Example')).toBeVisible();
  },
};
