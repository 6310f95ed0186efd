import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { ContactsSection } from './ContactsSection';

const meta = {
  title: 'Screens/Onboarding/Contacts/Selectors',
  component: ContactsSection,
  render: () => (
    <>
      <ContactsSection />
      <StatusRegion />
    </>
  ),
  parameters: { layout: 'padded', persona: 'onboardingPartial', route: '/onboarding' },
} satisfies Meta<typeof ContactsSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const ADMINS = /^Primary\/Secondary\/Executive Sponsor Contacts/;

async function openPart(canvas: Canvas, name: RegExp) {
  await userEvent.click(await canvas.findByRole('button', { name }));
}

/** Choosing Kim Osei as primary saves at once: Kim is primary and no longer the secondary (one primary, §5). */
export const ChooseNewPrimary: Story = {
  play: async ({ canvas }) => {
    await openPart(canvas, ADMINS);
    const primary = await canvas.findByRole('combobox', { name: 'Primary Contact' });
    await expect(primary).toHaveDisplayValue('Jordan Ellery');
    await userEvent.selectOptions(primary, 'Kim Osei');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Primary Contact' })).toBeEnabled());
    await expect(canvas.getByRole('combobox', { name: 'Primary Contact' })).toHaveDisplayValue('Kim Osei');
    await expect(canvas.getByRole('combobox', { name: 'Secondary Contact' })).toHaveDisplayValue('Select...');
  },
};

/** The update fails: the toast says why and the selector goes back to the last saved primary (§4). */
export const FailedUpdateReverts: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('put', CALLS.updateContact.path, 500)),
  play: async ({ canvas }) => {
    await openPart(canvas, ADMINS);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Primary Contact' }), 'Kim Osei');
    await expect(await canvas.findByText('Internal server error.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Primary Contact' })).toHaveDisplayValue('Jordan Ellery'),
    );
  },
};

/** Escalations offer only contacts with an email and no shipping contacts; removing one saves at once. */
export const RemoveEscalationContact: Story = {
  play: async ({ canvas }) => {
    await openPart(canvas, /^Escalation Contacts/);
    await expect(await canvas.findByRole('button', { name: /^Escalation Contacts/ })).toHaveTextContent(
      '2 escalation contacts',
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Kim Osei' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Escalation Contacts/ })).toHaveTextContent('1 escalation contact'),
    );
    await expect(canvas.getByRole('button', { name: 'Remove Jordan Ellery' })).toBeVisible();
  },
};

/** The access rights the partial customer's products offer (no incident-response product: no Cyber JumpStart). */
export const AccessRights: Story = {
  play: async ({ canvas }) => {
    await openPart(canvas, /^Access Controls/);
    for (const label of [
      'Portal',
      'Data Explorer',
      'Managed Risk dashboard',
      'Managed Awareness',
      'Activate Virtual Appliance Access',
    ])
      await expect(await canvas.findByRole('combobox', { name: label })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Cyber JumpStart' })).toBeNull();
  },
};

/** Only incident-response retainers bought: Activate Virtual Appliance Access hides, Cyber JumpStart shows (§2.3). */
export const AccessRightsRetainerOnly: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(CALLS.products.path), () =>
        HttpResponse.json(
          {
            products: {
              services: ['irJumpstartRetainer'],
              hardware_quantity: {},
              cloud_sensors: [],
              virtual_sensors: {},
            },
          },
          { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.onboardingPartial } },
        ),
      ),
    ),
  play: async ({ canvas }) => {
    await openPart(canvas, /^Access Controls/);
    await expect(await canvas.findByRole('combobox', { name: 'Cyber JumpStart' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Activate Virtual Appliance Access' })).toBeNull();
  },
};

/** Access selectors never offer distribution lists or shipping contacts (§5): the complete customer's list. */
export const AccessExcludesListsAndShipping: Story = {
  parameters: { persona: 'onboardingReady' },
  play: async ({ canvas }) => {
    await openPart(canvas, /^Access Controls/);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Managed Awareness' }));
    const options = within(await canvas.findByRole('listbox'));
    await expect(options.getByRole('option', { name: 'Wen Liang' })).toBeVisible();
    await expect(options.queryByRole('option', { name: 'IT Operations' })).toBeNull();
    await expect(options.queryByRole('option', { name: 'Ramon Ibarra' })).toBeNull();
  },
};
