// @vitest-environment happy-dom
import { AUTH_HEADERS, CALLS, type Agent } from '@portal/api';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSession, setCustomer } from '../../state/session';
import { PortalDataProvider } from '../PortalDataProvider';
import { useAgents } from '../hooks';
import { signInTestUser } from './testSession';

/**
 * The tenant race: a customer's agent list is still in flight (or arrives late) when the user switches customer.
 * Whatever the timing, nothing of the previous customer may ever be rendered for the new one.
 */
const agent = (customer: string, index: number): Agent => ({
  id: `${customer}-agent-${index}`,
  deploymentID: null,
  softwareVersion: null,
  queryInProgress: false,
  containment: { contained: false },
  heartbeat: { createTime: '2026-11-20T14:00:00Z' },
  hostDetail: { hostname: `${customer}-host-${index}`, userName: null, platform: null, networkInterfaces: [] },
});

/** What the server knows: which customer each token's session is on, and how long each reply takes. */
const world = { serverCustomer: 'alpha', delays: [] as number[], replyHeaderOverride: null as string | null };

const server = setupServer(
  http.get(`*${CALLS.agents.path}`, async () => {
    const customer = world.serverCustomer;
    await delay(world.delays.shift() ?? 0);
    return HttpResponse.json(
      { data: [agent(customer, 1), agent(customer, 2)] },
      { headers: { [AUTH_HEADERS.customer]: world.replyHeaderOverride ?? customer } },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function AgentHosts() {
  const { data } = useAgents();
  return (
    <ul aria-label="hosts">
      {data?.data.map((row) => (
        <li key={row.id}>{row.hostDetail?.hostname}</li>
      ))}
    </ul>
  );
}

/** Records every text the screen ever shows, so a flash of the old customer's data cannot slip by. */
function recordTexts(element: HTMLElement): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(element.textContent));
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

async function trial(firstDelay: number, secondDelay: number, switchAfter: number, headerLies: boolean) {
  resetSession();
  signInTestUser('alpha', 'Alpha');
  world.serverCustomer = 'alpha';
  world.delays = [firstDelay, secondDelay];
  world.replyHeaderOverride = null;
  const { container } = render(
    <PortalDataProvider config={{ dedupingInterval: 0 }}>
      <AgentHosts />
    </PortalDataProvider>,
  );
  try {
    await act(() => delay(switchAfter));
    await checkSwitch(container, firstDelay, secondDelay, headerLies);
  } finally {
    cleanup();
  }
}

async function checkSwitch(container: HTMLElement, firstDelay: number, secondDelay: number, headerLies: boolean) {
  const list = () => screen.getByRole('list', { name: 'hosts' });
  const recorder = recordTexts(container);
  act(() => {
    world.serverCustomer = 'beta';
    // A misbehaving server may even label beta's reply as alpha's: the customer check must drop it.
    world.replyHeaderOverride = headerLies ? 'alpha' : null;
    setCustomer({ id: 'beta', name: 'Beta', riskID: null });
  });
  if (headerLies) await act(() => delay(firstDelay + secondDelay + 20));
  else await waitFor(() => expect(list().textContent).toContain('beta-host-1'));
  // Any late reply of alpha has arrived by now.
  await act(() => delay(firstDelay + 5));
  recorder.stop();

  const shown = [...recorder.texts, container.textContent];
  expect(shown.some((text) => text.includes('alpha-host'))).toBe(false);
  if (headerLies) expect(list().textContent).toBe('');
}

describe('tenant race: replies of the previous customer are never rendered', () => {
  it('holds for 200 random timings of reply delays and switch moments', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 15 }),
        fc.boolean(),
        async (firstDelay, secondDelay, switchAfter, headerLies) =>
          trial(firstDelay, secondDelay, switchAfter, headerLies),
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
