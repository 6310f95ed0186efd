// @vitest-environment happy-dom
import { createHandlers, DEMO_CUSTOMERS, DemoDatabase } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { personaSession } from '@portal/fixtures/persona';
import type { PersonaKey } from '@portal/fixtures';
import { PortalThemeProvider } from '@portal/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PortalDataProvider } from '../api/PortalDataProvider';
import { resetSession, session, signIn } from '../state/session';
import { ImpersonationConfirm, impersonationQuestion } from './ImpersonationConfirm';

const db = new DemoDatabase({ now: DEMO_NOW });
const server = setupServer(...createHandlers(db));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  db.reset();
  resetSession();
});
afterEach(cleanup);

/** The shell as the portal has it: a router made once, kept across the data layer's remount on a switch. */
function renderShell(persona: PersonaKey, impersonate: string) {
  signIn(personaSession(db, persona));
  session.impersonate = impersonate;
  const router = createMemoryRouter([{ path: '*', element: <ImpersonationConfirm /> }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <PortalThemeProvider colorScheme="light">
      <PortalDataProvider>
        <RouterProvider router={router} />
      </PortalDataProvider>
    </PortalThemeProvider>,
  );
  return router;
}

describe('impersonation confirm', () => {
  it('an MSP user who confirms lands on the MSP dashboard with the end customer', async () => {
    const requests: { url: string; body: unknown }[] = [];
    const record = ({ request }: { request: Request }) => {
      void request
        .clone()
        .text()
        .then((text) =>
          requests.push({ url: `${request.method} ${request.url}`, body: text ? JSON.parse(text) : null }),
        );
    };
    server.events.on('request:start', record);
    const router = renderShell('msp', DEMO_CUSTOMERS.alderStreetBakery);
    await screen.findByText(impersonationQuestion('Alder Street Bakery'));
    expect(session.customer?.id).toBe(DEMO_CUSTOMERS.silverpineCreditUnion);
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/msp'));
    expect(session.customer?.id).toBe(DEMO_CUSTOMERS.alderStreetBakery);
    expect(session.impersonate).toBeNull();
    server.events.removeListener('request:start', record);
    // The MSP's own list names the customer and gives its risk id; the list of all customers is not this user's.
    const riskId = db.customer(DEMO_CUSTOMERS.alderStreetBakery).profile.riskID;
    expect(riskId).toEqual(expect.any(String));
    expect(requests.find(({ url }) => url.startsWith('POST') && url.endsWith('/api/v1/msp-customers'))?.body).toEqual({
      customer_id: DEMO_CUSTOMERS.alderStreetBakery,
      risk_id: riskId,
      destination: '/msp',
    });
    expect(requests.some(({ url }) => url.endsWith('/api/v1/customer-switch'))).toBe(false);
  });

  it('staff who confirm switch customer in place', async () => {
    const router = renderShell('staff', DEMO_CUSTOMERS.limited);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(session.customer?.id).toBe(DEMO_CUSTOMERS.limited));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('cancel keeps the current customer and forgets the request', async () => {
    const router = renderShell('msp', DEMO_CUSTOMERS.alderStreetBakery);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.impersonate).toBeNull();
    expect(session.customer?.id).toBe(DEMO_CUSTOMERS.silverpineCreditUnion);
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
