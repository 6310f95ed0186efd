import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROLES } from '@portal/api';
import { useLocation } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { session, setUser } from '../../state/session';
import { DashboardPage } from './DashboardPage';

/** The address the story's router is at, as a user would read it in the address bar. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

// 'Share with your CST' (issue 13): opens /contact/share with this page's absolute URL and its title.
const meta = {
  title: 'Screens/Monitoring/DashboardPage/Share',
  component: DashboardPage,
  render: () => (
    <>
      <DashboardPage />
      <AddressBar />
    </>
  ),
  parameters: { layout: 'fullscreen', route: '/dashboard' },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The direct customer shares the dashboard: the share page opens with the dashboard's address and name. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Share with your CST' }));
    const address = canvas.getByRole('status', { name: 'Address' });
    await waitFor(() => expect(address.textContent).toMatch(/^\/contact\/share\?/));
    const shared = new URLSearchParams(address.textContent.split('?')[1]);
    await expect(shared.get('link')).toBe(`${window.location.origin}/dashboard`);
    await expect(shared.get('viewName')).toBe('Dashboard');
  },
};

/** A user without the contact role (contact_cse view) may not open the share page: no action, once the data is in. */
export const WithoutContactRole: Story = {
  beforeEach: () => {
    const user = session.user;
    if (user) setUser({ ...user, roles: user.roles.filter((role) => role !== ROLES.contactCst) });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('meter', { name: 'Coverage score' })).toHaveAttribute('aria-valuenow', '79');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Share with your CST' })).toBeNull();
  },
};
