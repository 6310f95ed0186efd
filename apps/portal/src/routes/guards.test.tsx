// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ALL_ROLES } from '@portal/api';
import { PortalThemeProvider } from '@portal/ui';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSession, signIn } from '../state/session';
import { testCustomer, testUser } from '../testing/testUser';
import { ROUTES } from './registry';
import { routeObject } from './router';

const UUID = '0b6c1f5e-8a2d-4c3b-9e7f-1a2b3c4d5e6f';

function WithLocation() {
  const { pathname } = useLocation();
  return (
    <>
      <output aria-label="path">{pathname}</output>
      <Outlet />
    </>
  );
}

function open(entry: string | { pathname: string; search?: string; state?: unknown }) {
  // The pages themselves are left out (they need the theme and the API): each route shows its own path instead.
  const children = ROUTES.map((route) => routeObject({ ...route, page: <p>page {route.path}</p> }));
  const router = createMemoryRouter([{ element: <WithLocation />, children }], { initialEntries: [entry] });
  render(
    <PortalThemeProvider colorScheme="light">
      <RouterProvider router={router} />
    </PortalThemeProvider>,
  );
}

const path = () => screen.getByRole('status', { name: 'path' }).textContent;

beforeEach(() => {
  resetSession();
  signIn({
    user: testUser({
      roles: [...ALL_ROLES],
      customer: testCustomer({
        is_onboarding: true,
        onboarding_status: { ...testCustomer().onboarding_status, handoff_completed: false, can_edit_sections: true },
      }),
    }),
    primary_token: 'p',
    secondary_token: 's',
  });
});
afterEach(cleanup);

describe('route guards that redirect', () => {
  it.each(['contacts', 'sensors', 'scanners'])(
    'an onboarding %s form with a bad uuid returns to the overview',
    async (section) => {
      open(`/onboarding/${section}/edit/not-a-uuid`);
      await waitFor(() => expect(path()).toBe('/onboarding'));
    },
  );

  it('keeps an onboarding edit form with a good uuid', async () => {
    open(`/onboarding/contacts/edit/${UUID}`);
    expect(await screen.findByText('page /onboarding/contacts/edit/:uuid')).toBeDefined();
    expect(path()).toBe(`/onboarding/contacts/edit/${UUID}`);
  });

  it('sends /contact/share without a link or a subject to /contact', async () => {
    open('/contact/share?other=1');
    await waitFor(() => expect(path()).toBe('/contact'));
  });

  it.each([
    { pathname: '/contact/share', search: '?link=%2Fdashboard' },
    { pathname: '/contact/share', search: '?subject=' },
    { pathname: '/contact/share', state: { link: '/dashboard' } },
    { pathname: '/contact/share', state: { subject: 'Help' } },
  ])('keeps /contact/share with something to share (%o)', async (entry) => {
    open(entry);
    expect(await screen.findByText('page /contact/share')).toBeDefined();
    expect(path()).toBe('/contact/share');
  });
});

describe('id-shaped route parameters (portal-core §2)', () => {
  beforeEach(() => {
    resetSession();
    const customer = testCustomer({ services: ['managedDetection', 'logSearch'] });
    signIn({ user: testUser({ roles: [...ALL_ROLES], customer }), primary_token: 'p', secondary_token: 's' });
  });

  it.each(['abc', UUID.toUpperCase()])('a log search id %s that is not a lowercase UUID is not found', async (id) => {
    open(`/logsearch/search/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
  });

  it('opens a log search by its lowercase UUID', async () => {
    open(`/logsearch/search/${UUID}`);
    expect(await screen.findByText('page /logsearch/search/:searchId')).toBeDefined();
  });
});

describe('pages of customer data while the session has no customer', () => {
  beforeEach(() => {
    resetSession();
    signIn({ user: testUser({ roles: [...ALL_ROLES], customer: null }), primary_token: 'p', secondary_token: 's' });
  });

  it.each(['/tickets', '/onboarding', '/downloads', '/whitelistable-ips', '/connected-accounts'])(
    '%s says so and offers the customer switch instead of loading forever',
    async (pathname) => {
      open(pathname);
      expect(await screen.findByRole('heading', { level: 1, name: 'No customer selected' })).toBeDefined();
      expect(screen.getByRole('link', { name: 'Switch Customers' }).getAttribute('href')).toBe('/customers');
      expect(screen.queryByText(/^page /)).toBeNull();
    },
  );

  it.each(['/account', '/customers', '/msp', '/contact', '/status', '/device/configure'])(
    '%s works without a customer',
    async (pathname) => {
      open(pathname);
      expect(await screen.findByText(`page ${pathname}`)).toBeDefined();
    },
  );
});
