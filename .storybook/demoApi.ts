import { createHandlers, DemoDatabase } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { setupWorker, type SetupWorker } from 'msw/browser';

/**
 * The demo database and its service worker live once per page, even if this module is evaluated again: screen
 * stories share one page between files, and a second worker would only log a "redundant start" while the handlers of
 * the first kept answering from a database that no story resets any more.
 */
interface DemoGlobals {
  portalDemoDb?: DemoDatabase;
  portalDemoWorker?: Promise<SetupWorker>;
}
const demoGlobals = globalThis as typeof globalThis & DemoGlobals;

/** One demo database for the whole Storybook session; every story starts from its seed (relative to DEMO_NOW). */
export const demoDb = (demoGlobals.portalDemoDb ??= new DemoDatabase({ now: DEMO_NOW }));

async function startWorker(): Promise<SetupWorker> {
  const worker = setupWorker(...createHandlers(demoDb));
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
