import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { DEMO_USERS, withFault } from '@portal/fixtures';
import { expect, waitFor, within } from 'storybook/test';
import { MspWelcomePage } from '../../../apps/portal/src/pages/MspWelcomePage';
import { StatusRegion } from '../../../apps/portal/src/StatusRegion';

// The MSP user's way of switching; the customer switch page's states sit beside the page (CustomerSwitchPage.stories).
const meta = {
  title: 'Screens/Shell/CustomerSwitching',
  component: MspWelcomePage,
  render: () => (
    <>
      <MspWelcomePage />
      <StatusRegion />
    </>
  ),
  parameters: { layout: 'fullscreen', persona: 'msp' },
} satisfies Meta<typeof MspWelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MspWelcome: Story = {
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
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.mspCustomers.path, 500)),
  render: () => <MspWelcomePage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Internal server error.')).toBeVisible();
  },
};
