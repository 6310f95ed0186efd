// @vitest-environment happy-dom
import { CALLS, type Agent } from '@portal/api';
import { createHandlers, DemoDatabase, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { personaSession } from '@portal/fixtures/persona';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../api/client';
import { resetAppStore } from '../../state/appStore';
import { signIn } from '../../state/session';
import { SLICED_LOAD_MIN_AGENTS } from './endpointLoading';
import { useEndpointLoading } from './useEndpointLoading';

/** The polling hook against the demo API's own handlers (MSW in Node), signed in as the direct customer. */
const db = new DemoDatabase({ now: DEMO_NOW });
let refetches = 0;
const server = setupServer(
  http.post(`*${CALLS.agentsById.path}`, () => {
    refetches += 1;
    return undefined;
  }),
  ...createHandlers(db),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  db.reset();
  refetches = 0;
  resetAppStore();
  signIn(personaSession(db, 'direct'));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});

const FAST = { pollMs: 10, deadlineMs: 300 };

/** What the demo data leaves missing once every settled agent has come back complete (portal-core §3 rules). */
function stillMissing(): number {
  const { agents, settled } = db.agentFleet(DEMO_CUSTOMERS.direct);
  const incomplete = ({ hostDetail: detail }: Agent) =>
    !detail?.hostname ||
    !detail.userName ||
    !detail.platform?.version ||
    !detail.networkInterfaces.some((networkInterface) => networkInterface.addresses.length > 0);
  return agents
    .map((agent) => settled.get(agent.id) ?? agent)
    .filter((agent) => agent.queryInProgress || (Boolean(agent.heartbeat?.createTime) && incomplete(agent))).length;
}

describe('useEndpointLoading (portal-core §4)', () => {
  it('re-fetches incomplete rows by id until the deadline, then counts the missing ones and stops', async () => {
    const { data } = await apiClient.agents();
    const { result } = renderHook(() => useEndpointLoading(data, FAST));
    expect(result.current.completing).toBe(true);
    expect(result.current.missing).toBe(0);
    await waitFor(() => expect(result.current.missing).toBe(stillMissing()));
    expect(result.current.completing).toBe(false);
    // At least one re-fetch by id (how many fit before the deadline depends on the machine's load; repeated tries
    // are the next test's subject).
    expect(refetches).toBeGreaterThanOrEqual(1);
    const calls = refetches;
    await new Promise((resolve) => setTimeout(resolve, FAST.pollMs * 5));
    expect(refetches).toBe(calls);
  });

  it('keeps trying after a failed re-fetch', async () => {
    server.use(withFault('post', CALLS.agentsById.path, 503));
    const { data } = await apiClient.agents();
    const { result } = renderHook(() => useEndpointLoading(data, { pollMs: 10, deadlineMs: 2000 }));
    const before = result.current.load?.pendingIds.length ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.load?.pendingIds).toHaveLength(before);
    server.resetHandlers();
    await waitFor(() => expect(result.current.load?.pendingIds).toHaveLength(stillMissing()));
  });

  it('makes no re-fetch when every row is complete', async () => {
    const { data } = await apiClient.agents();
    const complete = data.filter((agent) => !agent.queryInProgress && agent.hostDetail?.userName);
    const { result } = renderHook(() => useEndpointLoading(complete.slice(0, 1), FAST));
    expect(result.current.completing).toBe(false);
    expect(result.current.load?.progress).toBe(100);
    await new Promise((resolve) => setTimeout(resolve, FAST.pollMs * 5));
    expect(refetches).toBe(0);
  });

  it('drops a removed agent', async () => {
    const { data } = await apiClient.agents();
    const { result } = renderHook(() => useEndpointLoading(data, FAST));
    const [first] = result.current.load?.rows ?? [];
    if (!first) throw new Error('the direct customer has no endpoints');
    act(() => result.current.remove(first.id));
    await waitFor(() => expect(result.current.load?.rows.map((row) => row.id)).not.toContain(first.id));
  });

  it('keeps a removed agent out of a list that was read before the removal', async () => {
    const { data } = await apiClient.agents();
    const { result, rerender } = renderHook(({ list }) => useEndpointLoading(list, FAST), {
      initialProps: { list: data },
    });
    const rows = result.current.load?.rows ?? [];
    const [first] = rows;
    if (!first) throw new Error('the direct customer has no endpoints');
    act(() => result.current.remove(first.id));
    // A revalidation sent before the delete answers: a new list that still holds the agent.
    rerender({ list: [...data] });
    expect(result.current.load?.rows.map((row) => row.id)).not.toContain(first.id);
    expect(result.current.load?.rows).toHaveLength(rows.length - 1);
  });

  it('starts again on restart (a refresh), even with the same list', async () => {
    const { data } = await apiClient.agents();
    const { result } = renderHook(() => useEndpointLoading(data, FAST));
    await waitFor(() => expect(result.current.missing).toBe(stillMissing()));
    act(() => result.current.restart());
    expect(result.current.completing).toBe(true);
    expect(result.current.missing).toBe(0);
    await waitFor(() => expect(result.current.missing).toBe(stillMissing()));
  });

  it('builds a long list in slices: nothing at first, then every row, and refreshes keep the rows', async () => {
    const { data } = await apiClient.agents();
    const [model] = data.filter((agent) => !agent.queryInProgress && agent.hostDetail?.userName);
    if (!model) throw new Error('the direct customer has no complete endpoint');
    const long = Array.from({ length: SLICED_LOAD_MIN_AGENTS }, (_, index) => ({ ...model, id: `long-${index}` }));
    const { result } = renderHook(() => useEndpointLoading(long, FAST));
    expect(result.current.load).toBeNull();
    // Building 20,000 rows with pauses takes a while on a loaded machine (a CI run with four story browsers).
    const building = { timeout: 12_000 };
    await waitFor(() => expect(result.current.load?.rows).toHaveLength(SLICED_LOAD_MIN_AGENTS), building);
    expect(result.current.load?.rows[0]?.hostname).toBe(model.hostDetail?.hostname);
    const before = result.current.load;
    act(() => result.current.restart());
    // A refresh shows the rows it replaces while it builds, then keeps the rows of unchanged agents.
    expect(result.current.load).toBe(before);
    await waitFor(() => expect(result.current.load).not.toBe(before), building);
    expect(result.current.load?.rows[0]).toBe(before?.rows[0]);
  });

  it("shows a long list's first part without re-fetching, then the whole list and its re-fetches", async () => {
    const { data } = await apiClient.agents();
    const firstPart = data.slice(0, Math.floor(data.length / 2));
    const { result, rerender } = renderHook(({ list, partial }) => useEndpointLoading(list, FAST, partial), {
      initialProps: { list: firstPart, partial: true },
    });
    expect(result.current.partial).toBe(true);
    expect(result.current.load?.agents).toHaveLength(firstPart.length);
    // The export waits, and no incomplete row of the first part is asked for by id: the whole list may complete it.
    expect(result.current.completing).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, FAST.pollMs * 10));
    expect(refetches).toBe(0);
    expect(result.current.missing).toBe(0);
    rerender({ list: data, partial: false });
    expect(result.current.partial).toBe(false);
    expect(result.current.load?.agents).toHaveLength(data.length);
    await waitFor(() => expect(result.current.missing).toBe(stillMissing()));
    expect(refetches).toBeGreaterThanOrEqual(1);
  });
});
