import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { DEMO_USERS, withFault } from '@portal/fixtures';
import { useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { MspWelcomePage } from './MspWelcomePage';

/** Shows where the page has navigated to. */
function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

// /msp: the MSP user's end customers and their way of switching between them.
const meta = {
  title: 'Screens/MSP/MspWelcomePage',
  component: MspWelcomePage,
  render: () => (
    <>
      <MspWelcomePage />
      <StatusRegion />
      <CurrentPath />
    </>
  ),
  parameters: { layout: 'fullscreen', persona: 'msp', route: '/msp' },
} satisfies Meta<typeof MspWelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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

/**
 * While a switch is on its way no other can start: the customer being switched to shows it, and every other switch
 * button is marked unavailable and ignores presses, so two switches never race each other to the server.
 */
export const SwitchPending: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.mspSwitch.path, 'never')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Connected accounts of Westbrook Manufacturing' }));
    const switchingTo = () => canvas.getByRole('button', { name: 'Westbrook Manufacturing' });
    await waitFor(() => expect(switchingTo()).toHaveAttribute('aria-busy', 'true'));
    const waiting = (name: string) =>
      expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    await waiting('Connected accounts of Westbrook Manufacturing');
    await waiting('Silverpine Credit Union');
    await waiting('Open a ticket for Westbrook Manufacturing');
    // A press on a waiting button starts nothing: the first switch is still the one on its way.
    await userEvent.click(canvas.getByRole('button', { name: 'Silverpine Credit Union' }));
    await expect(switchingTo()).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Silverpine Credit Union' })).not.toHaveAttribute('aria-busy');
  },
};

/**
 * The current customer's name button goes to its landing without switching. (After a switch the story's router
 * remounts with the data provider, so leaving /msp after a switch is checked end to end: tests/e2e/mspSwitch.spec.ts.)
 */
export const CurrentCustomerLanding: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Silverpine Credit Union' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent('/contact/cst'));
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.mspCustomers.path, 500)),
  render: () => <MspWelcomePage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.mspCustomers.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading customers...')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your customers' })).toBeVisible();
  },
};
