import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { DEMO_CUSTOMERS } from '@portal/fixtures';
import { withFault } from '@portal/fixtures/faults';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { expect, waitFor, within } from 'storybook/test';
import { ImpersonationConfirm } from '../../../apps/portal/src/shell/ImpersonationConfirm';
import { session } from '../../../apps/portal/src/state/session';

/** Where the router is and which customer the session has, so a play can see what a choice changed. */
function Where() {
  const { pathname } = useLocation();
  const { customer, impersonate } = useSnapshot(session);
  return (
    <dl>
      <dt>Path</dt>
      <dd data-testid="path">{pathname}</dd>
      <dt>Customer</dt>
      <dd data-testid="customer">{customer?.name ?? 'none'}</dd>
      <dt>Pending impersonation</dt>
      <dd data-testid="pending">{impersonate ?? 'none'}</dd>
    </dl>
  );
}

const meta = {
  title: 'Screens/Shell/ImpersonationConfirm',
  component: ImpersonationConfirm,
  parameters: {
    persona: 'msp',
    route: '/dashboard',
    docs: {
      description: {
        component:
          'An impersonation link (`?impersonate=<customer id>`, portal-core §4) asks before the tenant changes. Switch applies it: provider staff switch customer in place, an MSP user lands on the MSP dashboard (/msp). Cancel keeps the current customer.',
      },
    },
  },
  render: () => (
    <>
      <ImpersonationConfirm />
      <Where />
    </>
  ),
  beforeEach: () => {
    session.impersonate = DEMO_CUSTOMERS.alderStreetBakery;
  },
} satisfies Meta<typeof ImpersonationConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The MSP user confirms: the end customer becomes the session's. (The story's router remounts with the data layer on
 * a switch, so the landing on /msp is checked with the portal's kept router in ImpersonationConfirm.test.tsx.)
 */
export const MspUserConfirms: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Switch customer' });
    await expect(dialog).toHaveTextContent('Switch to customer Alder Street Bakery?');
    // Nothing has changed while the question is open.
    await expect(canvas.getByTestId('customer')).toHaveTextContent('Silverpine Credit Union');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(canvas.getByTestId('customer')).toHaveTextContent('Alder Street Bakery'));
    await expect(canvas.getByTestId('pending')).toHaveTextContent('none');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Switch customer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('pending')).toHaveTextContent('none');
    await expect(canvas.getByTestId('customer')).toHaveTextContent('Silverpine Credit Union');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/dashboard');
  },
};

export const StaffConfirms: Story = {
  parameters: { persona: 'staff' },
  beforeEach: () => {
    session.impersonate = DEMO_CUSTOMERS.limited;
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Switch customer' });
    await expect(dialog).toHaveTextContent('Switch to customer Bramblewood Dental?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(canvas.getByTestId('customer')).toHaveTextContent('Bramblewood Dental'));
    await expect(canvas.getByTestId('path')).toHaveTextContent('/dashboard');
  },
};

/** The MSP's customer list could not load: the question names the customer by id rather than not asking. */
export const NamesUnavailable: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.mspCustomers.path, 503)),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Switch customer' });
    await expect(dialog).toHaveTextContent(`Switch to customer ${DEMO_CUSTOMERS.alderStreetBakery}?`);
  },
};

/** A user who may not switch customers is never asked; the request is dropped. */
export const NotAllowed: Story = {
  parameters: { persona: 'direct' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('pending')).toHaveTextContent('none'));
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('customer')).toHaveTextContent('Northwind Health');
  },
};
