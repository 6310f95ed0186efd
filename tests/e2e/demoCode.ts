/**
 * Everything the portal's bundle must never contain, in one entry: the demo API (seeded data, personas, handlers),
 * MSW's browser worker and the QA control. bundle.spec.ts minifies it to show that its markers survive a minifier.
 */
import '../../fixtures/src/server/qa/qaControl';

export { createHandlers, DemoDatabase, DEMO_USERS } from '@portal/fixtures';
export { setupWorker } from 'msw/browser';
