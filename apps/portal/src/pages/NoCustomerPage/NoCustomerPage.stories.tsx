import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoCustomerPage } from './NoCustomerPage';

const meta = {
  title: 'Screens/Shell/NoCustomerPage',
  component: NoCustomerPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'noCustomer',
    docs: {
      description: {
        component:
          "Any page of one customer's data (tickets, onboarding, downloads, connected accounts…) while the session has no customer: the way to a customer the user has, rather than a page that would load forever. Not in the spec (README, decisions).",
      },
    },
  },
} satisfies Meta<typeof NoCustomerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Provider staff before they pick a customer: the customer switch. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No customer selected' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Switch to a customer first' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Switch Customers' })).toHaveAttribute('href', '/customers');
  },
};

/** A user without a customer who may not switch: the start page (their Contact page). */
export const CannotSwitch: Story = {
  parameters: { persona: 'contactOnly' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No customer selected' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', '/');
  },
};
