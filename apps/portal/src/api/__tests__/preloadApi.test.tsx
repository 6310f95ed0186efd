// @vitest-environment happy-dom
import { AUTH_HEADERS, CALLS, type Agent } from '@portal/api';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetSession, session, setUser } from '../../state/session';
import { testCustomer, testUser } from '../../testing/testUser';
import { PortalDataProvider } from '../PortalDataProvider';
import { useAgents } from '../hooks';
import { preloadApi } from '../useApi';
import { signInTestUser } from './testSession';

const agent = (hostname: string): Agent => ({
  id: hostname,
  deploymentID: null,
  softwareVersion: null,
  queryInProgress: false,
  containment: { contained: false },
  heartbeat: { createTime: '2026-11-20T14:00:00Z' },
  hostDetail: { hostname, userName: null, platform: null, networkInterfaces: [] },
});

/** Each request of the agents list answers the next host name, so a test can tell which request a page shows. */
const requests: string[] = [];
const world = { customer: 'c-preload' };
const server = setupServer(
  http.get(`*${CALLS.agents.path}`, () => {
    requests.push(world.customer);
    return HttpResponse.json(
      { data: [agent(`host-${String(requests.length)}`)] },
      { headers: { [AUTH_HEADERS.customer]: world.customer } },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  resetSession();
  requests.length = 0;
});
afterAll(() => server.close());

function AgentsPanel() {
  const { data, updatedAt } = useAgents();
  return (
    <p>
      {data?.data.map((row) => row.hostDetail?.hostname).join(', ')}
      {updatedAt === undefined ? '' : ' (dated)'}
    </p>
  );
}

/** The page renders the preloaded reply (the first request's host) and asks for nothing more. */
async function expectPageTakesOverThePreload(): Promise<void> {
  render(
    <PortalDataProvider>
      <AgentsPanel />
    </PortalDataProvider>,
  );
  expect((await screen.findByText('host-1 (dated)')).tagName).toBe('P');
  expect(requests).toHaveLength(1);
}

describe('preloadApi', () => {
  it('starts the call before the page renders, and the page takes it over instead of asking again', async () => {
    world.customer = 'c-preload';
    signInTestUser(world.customer);
    preloadApi('agents', {});
    // Asked before anything renders.
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await expectPageTakesOverThePreload();
  });

  it('does nothing without a signed-in customer', () => {
    preloadApi('agents', {});
    expect(requests).toHaveLength(0);
  });

  it('does not ask again for a call already made in this page lifetime (e.g. by the dashboard)', async () => {
    world.customer = 'c-preload-2';
    signInTestUser(world.customer);
    render(
      <PortalDataProvider>
        <AgentsPanel />
      </PortalDataProvider>,
    );
    expect((await screen.findByText('host-1 (dated)')).tagName).toBe('P');
    preloadApi('agents', {});
    await new Promise((settle) => setTimeout(settle, 50));
    expect(requests).toHaveLength(1);
  });

  it('on a reload, starts the call once the user info has given the customer, and the page takes it over', async () => {
    world.customer = 'c-reload';
    // A reloaded tab: the token is there, the customer comes with the user info.
    session.primaryToken = 'primary-test';
    preloadApi('agents', {});
    await new Promise((settle) => setTimeout(settle, 20));
    expect(requests).toHaveLength(0);
    setUser(testUser({ customer: testCustomer({ id: world.customer, name: 'Reloaded Customer' }) }));
    await vi.waitFor(() => expect(requests).toEqual(['c-reload']));
    await expectPageTakesOverThePreload();
  });

  it('on a reload, starts nothing if the user has left the page before the customer is known', async () => {
    world.customer = 'c-left';
    session.primaryToken = 'primary-test';
    window.history.pushState(null, '', '/dashboard/endpoints');
    preloadApi('agents', {});
    window.history.pushState(null, '', '/contact');
    setUser(testUser({ customer: testCustomer({ id: world.customer, name: 'Left Customer' }) }));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(session.customer?.id).toBe('c-left');
    expect(requests).toHaveLength(0);
  });
});
