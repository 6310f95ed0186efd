import { createHandlers, DemoDatabase, isHungRequest } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { waitFor } from 'storybook/test';

/**
 * The demo database and its service worker live once per page, even if this module is evaluated again: screen
 * stories share one page between files, and a second worker would only log a "redundant start" while the handlers of
 * the first kept answering from a database that no story resets any more.
 */
interface DemoGlobals {
  portalDemoDb?: DemoDatabase;
  portalDemoWorker?: Promise<SetupWorker>;
  portalDemoRequests?: Map<string, string>;
}
const demoGlobals = globalThis as typeof globalThis & DemoGlobals;

/** One demo database for the whole Storybook session; every story starts from its seed (relative to DEMO_NOW). */
export const demoDb = (demoGlobals.portalDemoDb ??= new DemoDatabase({ now: DEMO_NOW }));

/** The demo API's requests not yet answered: request id → "METHOD /path". */
const unanswered = (demoGlobals.portalDemoRequests ??= new Map<string, string>());

async function startWorker(): Promise<SetupWorker> {
  const worker = setupWorker(...createHandlers(demoDb));
  worker.events.on('request:start', ({ request, requestId }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/')) unanswered.set(requestId, `${request.method} ${pathname}`);
  });
  worker.events.on('request:end', ({ requestId }) => unanswered.delete(requestId));
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}

/**
 * The demo API's handlers are the worker's initial handlers, so they survive the addon's reset between
 * stories and a story's own `msw.use(...)` overrides (faults, delays) take precedence over them.
 */
export function startDemoWorker(): Promise<SetupWorker> {
  return (demoGlobals.portalDemoWorker ??= startWorker());
}

/**
 * Waits until the demo API has answered every request the story made, except those a 'never' fault holds. A request
 * still on its way would be answered during the next story, from its freshly seeded data: a save from a play that ended
 * before the save answered once landed in the next story and took its one-off fault. A request that an answer starts
 * later (a queued save) is not seen here: a play waits for what the user sees once its save has answered.
 */
export async function untilDemoApiAnswered(): Promise<void> {
  await waitFor(() => {
    const waiting = [...unanswered].filter(([requestId]) => !isHungRequest(requestId)).map(([, call]) => call);
    if (waiting.length > 0)
      throw new Error(`Demo API requests unanswered at the end of the story: ${waiting.join(', ')}`);
  });
}
