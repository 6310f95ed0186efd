import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { IgnoredReplyError, INVALID_REPLY_MESSAGE } from './errors';
import { AUTH_HEADERS, PREVIEW_MIN_BYTES, type RequestSession } from './http';
import type { Agent } from './schemas/agents';

/** A long list's first items shown while the rest arrives (RequestExtras.onPreview). */

const agent = (index: number): Agent => ({
  id: `agent-${String(index)}`,
  deploymentID: null,
  softwareVersion: null,
  queryInProgress: false,
  containment: { contained: false },
  heartbeat: { createTime: '2026-11-20T14:00:00Z' },
  hostDetail: { hostname: `host-${String(index)}`, userName: null, platform: null, networkInterfaces: [] },
});

const CHUNK_BYTES = 64 * 1024;

/**
 * A reply whose body arrives in 64 kB chunks: the first `before` bytes at once, the rest only once `release` is
 * called, so a test can look at what happened while the list was still arriving.
 */
function arriving(text: string, before: number, init: { status?: number; headers?: Record<string, string> } = {}) {
  const bytes = new TextEncoder().encode(text);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
        if (at >= before) await released;
        controller.enqueue(bytes.slice(at, at + CHUNK_BYTES));
      }
      controller.close();
    },
  });
  const headers = { 'Content-Type': 'application/json', [AUTH_HEADERS.customer]: 'cust-a', ...init.headers };
  return { response: new Response(stream, { ...init, headers }), release: () => release() };
}

function clientOf(response: Response) {
  let customer = 'cust-a';
  let controller = new AbortController();
  const session: RequestSession = {
    primaryToken: () => 'primary-1',
    secondaryToken: () => 'secondary-1',
    customerId: () => customer,
    signal: () => controller.signal,
    onUnauthorized: () => undefined,
  };
  const client = createApiClient({
    session,
    pause: () => Promise.resolve(),
    fetch: () => Promise.resolve(response),
  });
  const switchCustomer = (next: string) => {
    customer = next;
    controller.abort();
    controller = new AbortController();
  };
  return { client, switchCustomer };
}

/** Enough agents for a list of about 1.5 times the preview's threshold, and the JSON of the reply. */
const LONG = Array.from({ length: Math.ceil((1.5 * PREVIEW_MIN_BYTES) / 250) }, (_, index) => agent(index));
const LONG_TEXT = JSON.stringify({ data: LONG });

/** Lets every chunk sent so far be read and parsed (the client's reads are microtask and timer work). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a long list offers a preview while it arrives', () => {
  it('offers the items read so far once, checked, before the whole list settles the call', async () => {
    expect(LONG_TEXT.length).toBeGreaterThan(1.2 * PREVIEW_MIN_BYTES);
    const { response, release } = arriving(LONG_TEXT, PREVIEW_MIN_BYTES + 4 * CHUNK_BYTES);
    const previews: Agent[][] = [];
    const call = clientOf(response).client.agents({ onPreview: (preview) => previews.push(preview.data) });
    await settle();
    expect(previews).toHaveLength(1);
    const [first = []] = previews;
    expect(first.length).toBeGreaterThan(1000);
    expect(first.length).toBeLessThan(LONG.length);
    expect(first).toEqual(LONG.slice(0, first.length));
    release();
    expect((await call).data).toEqual(LONG);
    expect(previews).toHaveLength(1);
  });

  it('offers none for a list shorter than the threshold, even one arriving in parts', async () => {
    const short = LONG.slice(0, Math.floor(PREVIEW_MIN_BYTES / 2 / 250));
    const { response, release } = arriving(JSON.stringify({ data: short }), 10 * CHUNK_BYTES);
    const previews: unknown[] = [];
    const call = clientOf(response).client.agents({ onPreview: (preview) => previews.push(preview) });
    await settle();
    release();
    expect((await call).data).toHaveLength(short.length);
    expect(previews).toEqual([]);
  });

  it('offers none for a reply that names another customer, and the call drops the reply', async () => {
    const { response, release } = arriving(LONG_TEXT, PREVIEW_MIN_BYTES + 4 * CHUNK_BYTES, {
      headers: { [AUTH_HEADERS.customer]: 'cust-b' },
    });
    const previews: unknown[] = [];
    const call = clientOf(response).client.agents({ onPreview: (preview) => previews.push(preview) });
    await settle();
    release();
    await expect(call).rejects.toBeInstanceOf(IgnoredReplyError);
    expect(previews).toEqual([]);
  });

  it('offers none once the user has switched customer while the list arrived', async () => {
    const { response, release } = arriving(LONG_TEXT, PREVIEW_MIN_BYTES / 2);
    const previews: unknown[] = [];
    const { client, switchCustomer } = clientOf(response);
    const call = client.agents({ onPreview: (preview) => previews.push(preview) });
    await settle();
    switchCustomer('cust-b');
    release();
    // This test's body does not stop on the abort (a real fetch's does): the customer check then drops the reply.
    await expect(call).rejects.toBeInstanceOf(IgnoredReplyError);
    expect(previews).toEqual([]);
  });

  it('offers none for an error status or items of the wrong shape', async () => {
    const failed = arriving(LONG_TEXT, PREVIEW_MIN_BYTES + 4 * CHUNK_BYTES, { status: 500 });
    const wrongShape = arriving(
      JSON.stringify({ data: LONG.map((item) => ({ ...item, heartbeat: 'yesterday' })) }),
      PREVIEW_MIN_BYTES + 4 * CHUNK_BYTES,
    );
    const previews: unknown[] = [];
    const onPreview = (preview: unknown) => previews.push(preview);
    const failedCall = clientOf(failed.response).client.agents({ onPreview });
    const wrongCall = clientOf(wrongShape.response).client.agents({ onPreview });
    await settle();
    failed.release();
    wrongShape.release();
    await expect(failedCall).rejects.toMatchObject({ status: 500 });
    await expect(wrongCall).rejects.toMatchObject({ message: INVALID_REPLY_MESSAGE });
    expect(previews).toEqual([]);
  });
});
