import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { DEMO_USERS, withFault } from '@portal/fixtures';
import { expect, waitFor, within } from 'storybook/test';
import { CustomerSwitchPage } from '../../../apps/portal/src/pages/CustomerSwitchPage';
import { MspWelcomePage } from '../../../apps/portal/src/pages/MspWelcomePage';
import { StatusRegion } from '../../../apps/portal/src/StatusRegion';

const meta = {
  title: 'Screens/Shell/CustomerSwitching',
  component: CustomerSwitchPage,
  render: () => (
    <>
      <CustomerSwitchPage />
      <StatusRegion />
    </>
  ),
  parameters: { layout: 'fullscreen', persona: 'staff' },
} satisfies Meta<typeof CustomerSwitchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Switch Customers' })).toBeVisible();
    const select = await canvas.findByLabelText('Customer', { selector: 'select' });
    await expect(within(select).getAllByRole('option').length).toBeGreaterThan(12);
  },
};

export const SelectionRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch Customer' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Select a customer to switch to');
    const select = canvas.getByLabelText('Customer', { selector: 'select' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveFocus();
  },
};

export const Switches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(
      await canvas.findByLabelText('Customer', { selector: 'select' }),
      'Bramblewood Dental',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Switch Customer' }));
    await expect(await canvas.findByText('You are now logged in as Bramblewood Dental.')).toBeVisible();
  },
};

export const SwitchFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.switchCustomer.path, 500)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(
      await canvas.findByLabelText('Customer', { selector: 'select' }),
      'Bramblewood Dental',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Switch Customer' }));
    await expect(await canvas.findByText('Failed to switch customers: Internal server error.')).toBeVisible();
  },
};

export const ListFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.customerNames.path, 503)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Failed to retrieve list of available customer names to switch to'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const MspWelcome: Story = {
  parameters: { persona: 'msp' },
  render: () => (
    <>
      <MspWelcomePage />
      <StatusRegion />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `Welcome ${DEMO_USERS.msp.name}` })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Switch To', 'Coverage Score', 'Configuration', 'Credential Management', 'Open A Ticket']);
    await expect(table.querySelector('tr[aria-current="true"]')).toHaveTextContent('Silverpine Credit Union');
    await userEvent.click(canvas.getByRole('button', { name: 'Westbrook Manufacturing' }));
    await expect(await canvas.findByText('You are now logged in as Westbrook Manufacturing.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('table').querySelector('tr[aria-current="true"]')).toHaveTextContent(
        'Westbrook Manufacturing',
      ),
    );
  },
};

export const MspWelcomeError: Story = {
  parameters: { persona: 'msp' },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.mspCustomers.path, 500)),
  render: () => <MspWelcomePage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Internal server error.')).toBeVisible();
  },
};
