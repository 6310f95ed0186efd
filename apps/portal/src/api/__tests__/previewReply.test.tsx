// @vitest-environment happy-dom
import { AUTH_HEADERS, CALLS, PREVIEW_MIN_BYTES, type Agent } from '@portal/api';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../state/session';
import { PortalDataProvider } from '../PortalDataProvider';
import { useAgents } from '../hooks';
import { useApiPreview } from '../useApiPreview';
import { signInTestUser } from './testSession';

/** useApi's preview: a long list's first part while the rest arrives, then the whole reply (or its failure). */
const agent = (index: number): Agent => ({
  id: `agent-${String(index)}`,
  deploymentID: null,
  softwareVersion: null,
  queryInProgress: false,
  containment: { contained: false },
  heartbeat: { createTime: '2026-11-20T14:00:00Z' },
  hostDetail: { hostname: `host-${String(index)}`, userName: null, platform: null, networkInterfaces: [] },
});
/** A list of about twice the preview's threshold (each agent's JSON is over 200 bytes). */
const LONG = Array.from({ length: Math.ceil((2 * PREVIEW_MIN_BYTES) / 200) }, (_, index) => agent(index));
const PART_BYTES = 64 * 1024;

/** The reply's first part is past the preview's threshold; the rest waits for `finish`, which sends it or breaks off. */
type Finish = (how: 'send' | 'break') => void;
const gate: { finish: Finish } = { finish: () => undefined };

/**
 * The agents reply, straight from a stubbed fetch: happy-dom's own fetch (through the mock server) hands a body over
 * only once all of it is in, and this test is about the time before.
 */
function agentsReply(): Response {
  const bytes = new TextEncoder().encode(JSON.stringify({ data: LONG }));
  const firstPart = PREVIEW_MIN_BYTES + 4 * PART_BYTES;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < firstPart; at += PART_BYTES)
        controller.enqueue(bytes.slice(at, Math.min(firstPart, at + PART_BYTES)));
      gate.finish = (how) => {
        if (how === 'break') controller.error(new TypeError('terminated'));
        else {
          controller.enqueue(bytes.slice(firstPart));
          controller.close();
        }
      };
    },
  });
  return new Response(stream, {
    headers: { 'Content-Type': 'application/json', [AUTH_HEADERS.customer]: 'c-preview' },
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (!url.endsWith(CALLS.agents.path)) return Promise.reject(new TypeError(`unexpected request: ${url}`));
    return Promise.resolve(agentsReply());
  });
});
afterEach(() => {
  cleanup();
  resetSession();
  vi.unstubAllGlobals();
});

function AgentsPanel() {
  const { data, error } = useAgents();
  const preview = useApiPreview('agents', {});
  if (error) return <p>failed: {error.message}</p>;
  if (data) return <p>all {data.data.length}</p>;
  if (preview) return <p>first {preview.data.length}</p>;
  return <p>waiting</p>;
}

function renderPanel() {
  render(
    <PortalDataProvider>
      <AgentsPanel />
    </PortalDataProvider>,
  );
}

describe('useApi and useApiPreview: a long list shows its first part while the rest arrives', () => {
  it('offers the first part, then the whole list in its place', async () => {
    signInTestUser('c-preview');
    renderPanel();
    const first = await screen.findByText(/^first \d+$/, {}, { timeout: 10_000 });
    const shown = Number(first.textContent.split(' ')[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(LONG.length);
    gate.finish('send');
    expect(await screen.findByText(`all ${String(LONG.length)}`, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('drops the first part when the rest fails, and shows the failure', async () => {
    signInTestUser('c-preview', 'Another Session');
    renderPanel();
    await screen.findByText(/^first \d+$/, {}, { timeout: 10_000 });
    gate.finish('break');
    expect(await screen.findByText(/^failed: /, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/^first /)).toBeNull();
  });
});
