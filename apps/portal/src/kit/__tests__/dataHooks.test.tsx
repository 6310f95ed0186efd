// @vitest-environment happy-dom
import { CALLS } from '@portal/api';
import { createHandlers, DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { personaSession } from '@portal/fixtures/persona';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PortalDataProvider } from '../../api/PortalDataProvider';
import { useAgents } from '../../api/hooks';
import { useApiMutation } from '../../api/useApiMutation';
import { appStore, resetAppStore } from '../../state/appStore';
import { signIn } from '../../state/session';

/** The kit's data hooks against the demo API's own handlers (MSW in Node), signed in as the direct customer. */
const db = new DemoDatabase({ now: DEMO_NOW });
let agentReads = 0;
const server = setupServer(
  http.get(`*${CALLS.agents.path}`, () => {
    agentReads += 1;
    return undefined;
  }),
  ...createHandlers(db),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  db.reset();
  agentReads = 0;
  resetAppStore();
  signIn(personaSession(db, 'direct'));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});

const wrapper = ({ children }: { children: ReactNode }) => <PortalDataProvider>{children}</PortalDataProvider>;

function useAgentsAndRemoval() {
  return {
    agents: useAgents(),
    removal: useApiMutation('removeAgent', {
      success: 'Offline endpoint has been removed.',
      invalidates: ['agents'],
    }),
  };
}

const toasts = () => appStore.statuses.map(({ message, colour }) => ({ message, colour }));

describe('useApi', () => {
  it('says when its data was fetched', async () => {
    const { result } = renderHook(() => useAgents(), { wrapper });
    expect(result.current.updatedAt).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.updatedAt).toBeTypeOf('number');
  });
});

describe('useApiMutation', () => {
  it('runs the write, shows the success toast and refetches the reads it changes', async () => {
    const { result } = renderHook(() => useAgentsAndRemoval(), { wrapper });
    await waitFor(() => expect(result.current.agents.data).toBeDefined());
    const offline = result.current.agents.data?.data.find(
      (agent) => (agent.heartbeat?.createTime ?? '') < '2026-11-17',
    );
    if (!offline) throw new Error('the direct customer has no offline agent');
    const before = result.current.agents.data?.data.length ?? 0;
    expect(agentReads).toBe(1);

    await act(() => result.current.removal.run({ body: { agentId: offline.id } }));

    expect(toasts()).toEqual([{ message: 'Offline endpoint has been removed.', colour: 'success' }]);
    await waitFor(() => expect(result.current.agents.data?.data).toHaveLength(before - 1));
    expect(agentReads).toBe(2);
    expect(result.current.removal.error).toBeUndefined();
  });

  it('stays busy until the reads it changes are fresh, so nothing is built on the data from before it', async () => {
    let reads = 0;
    let releaseRefetch: (() => void) | undefined;
    const refetchHeld = new Promise<void>((resolve) => {
      releaseRefetch = resolve;
    });
    server.use(
      http.get(`*${CALLS.agents.path}`, async () => {
        reads += 1;
        if (reads === 2) await refetchHeld;
        return undefined;
      }),
    );
    const { result } = renderHook(() => useAgentsAndRemoval(), { wrapper });
    await waitFor(() => expect(result.current.agents.data).toBeDefined());
    const before = result.current.agents.data?.data.length ?? 0;
    const first = result.current.agents.data?.data[0];
    if (!first) throw new Error('the direct customer has no agent');

    let removal: Promise<unknown> = Promise.resolve();
    act(() => {
      removal = result.current.removal.run({ body: { agentId: first.id } });
    });
    // The write has answered (its toast shows) and the list is being read again.
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(reads).toBe(2));
    expect(result.current.removal.isMutating).toBe(true);
    expect(result.current.agents.data?.data).toHaveLength(before);

    releaseRefetch?.();
    await act(() => removal);
    expect(result.current.removal.isMutating).toBe(false);
    expect(result.current.agents.data?.data).toHaveLength(before - 1);
  });

  it('shows the failure as a toast in the catalogue’s words and keeps the error', async () => {
    server.use(withFault('delete', CALLS.removeAgent.path, 500));
    const { result } = renderHook(() => useAgentsAndRemoval(), { wrapper });
    await waitFor(() => expect(result.current.agents.data).toBeDefined());

    const reply = await act(() => result.current.removal.run({ body: { agentId: 'any' } }));

    expect(reply).toBeUndefined();
    expect(toasts()).toEqual([{ message: 'Internal server error.', colour: 'danger' }]);
    expect(result.current.removal.error?.status).toBe(500);
    expect(agentReads).toBe(1);
  });

  it('leaves an expired session to the session-expired warning', async () => {
    server.use(withFault('delete', CALLS.removeAgent.path, 401));
    const { result } = renderHook(() => useApiMutation('removeAgent'), { wrapper });
    await act(() => result.current.run({ body: { agentId: 'any' } }));
    expect(toasts()).toEqual([]);
  });
});
