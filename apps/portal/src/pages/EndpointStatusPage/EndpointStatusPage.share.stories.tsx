import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROLES } from '@portal/api';
import { useLocation } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { session, setUser } from '../../state/session';
import { EndpointStatusPage } from './EndpointStatusPage';

/** Re-fetching by id never ends before the story does: the rows stay as the list answered them. */
const NO_REFETCH = { pollMs: 3_600_000, deadlineMs: 3_600_000 };

/** The address the story's router is at, as a user would read it in the address bar. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

// 'Share with your CST' (issue 13): opens /contact/share with this view's absolute URL (filters included).
const meta = {
  title: 'Screens/Monitoring/EndpointStatusPage/Share',
  component: EndpointStatusPage,
  args: { missingRowTiming: NO_REFETCH },
  render: (args) => (
    <>
      <EndpointStatusPage {...args} />
      <AddressBar />
    </>
  ),
  parameters: { layout: 'fullscreen', route: '/dashboard/endpoints?status=Offline' },
} satisfies Meta<typeof EndpointStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offline endpoints are shared: the share page opens with this filtered view's address and its name. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Share with your CST' }));
    const address = canvas.getByRole('status', { name: 'Address' });
    await waitFor(() => expect(address.textContent).toMatch(/^\/contact\/share\?/));
    const shared = new URLSearchParams(address.textContent.split('?')[1]);
    await expect(shared.get('link')).toBe(`${window.location.origin}/dashboard/endpoints?status=Offline`);
    await expect(shared.get('viewName')).toBe('Endpoint Status');
  },
};

/** A user without the contact role (contact_cse view) may not open the share page: no action, once the list is in. */
export const WithoutContactRole: Story = {
  beforeEach: () => {
    const user = session.user;
    if (user) setUser({ ...user, roles: user.roles.filter((role) => role !== ROLES.contactCst) });
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('navigation', { name: 'Pages of endpoints' }, { timeout: 20_000 });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Endpoint Status' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Share with your CST' })).toBeNull();
  },
};
