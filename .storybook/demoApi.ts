import { createHandlers, DemoDatabase } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { setupWorker } from 'msw/browser';

/** One demo database for the whole Storybook session; every story starts from its seed (relative to DEMO_NOW). */
export const demoDb = new DemoDatabase({ now: DEMO_NOW });

/**
 * The demo API's handlers are the worker's initial handlers, so they survive the addon's reset between
 * stories and a story's own `msw.use(...)` overrides (faults, delays) take precedence over them.
 */
export async function startDemoWorker() {
  const worker = setupWorker(...createHandlers(demoDb));
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}
