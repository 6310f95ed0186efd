import { createHandlers, DemoDatabase } from '@portal/fixtures';
import { setupWorker } from 'msw/browser';

/** One demo database for the whole Storybook session; every story starts from its seed. */
export const demoDb = new DemoDatabase();

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
