import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures/faults';
import { expect, within } from 'storybook/test';
import { switching } from '../../state/switching';
import { StatusRegion } from '../../StatusRegion';
import { CUSTOMER_LIST_ERROR, CUSTOMER_REQUIRED, CustomerSwitchPage } from './CustomerSwitchPage';

const meta = {
  title: 'Screens/Shell/CustomerSwitchPage',
  component: CustomerSwitchPage,
  beforeEach: () => {
    switching.current = { status: 'idle' };
    return () => {
      switching.current = { status: 'idle' };
    };
  },
  render: () => (
    <>
      <CustomerSwitchPage />
      <StatusRegion />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    persona: 'staff',
    docs: {
      description: {
        component:
          '/customers (portal-core §2, §4): provider staff pick any customer to switch to. The switch answers with a toast; a failed list offers Retry.',
      },
    },
  },
} satisfies Meta<typeof CustomerSwitchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Switch Customers' })).toBeVisible();
    const select = await canvas.findByRole('combobox', { name: 'Customer' });
    await expect(select).toHaveDisplayValue('Select a customer');
    await expect(within(select).getAllByRole('option').length).toBeGreaterThan(12);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.customerNames.path, 'never')),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading customers...')).toBeVisible();
  },
};

export const SelectionRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch Customer' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(CUSTOMER_REQUIRED);
    const select = canvas.getByRole('combobox', { name: 'Customer' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveFocus();
  },
};

export const Switches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Customer' }), 'Bramblewood Dental');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch Customer' }));
    await expect(await canvas.findByText('You are now logged in as Bramblewood Dental.')).toBeVisible();
  },
};

export const SwitchFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.switchCustomer.path, 500)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Customer' }), 'Bramblewood Dental');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch Customer' }));
    await expect(await canvas.findByText('Failed to switch customers: Internal server error.')).toBeVisible();
    // The choice is kept, ready to try again.
    await expect(canvas.getByRole('combobox', { name: 'Customer' })).toHaveDisplayValue('Bramblewood Dental');
    await expect(canvas.getByRole('button', { name: 'Switch Customer' })).toBeEnabled();
  },
};

export const SwitchPending: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.switchCustomer.path, 'never')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Customer' }), 'Bramblewood Dental');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch Customer' }));
    // The form stays on screen, busy, with the choice made.
    await expect(await canvas.findByRole('button', { name: /Switch Customer/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Customer' })).toHaveDisplayValue('Bramblewood Dental');
    await expect(canvas.queryByText('Loading customers...')).not.toBeInTheDocument();
  },
};

export const ListFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.customerNames.path, 503)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CUSTOMER_LIST_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
