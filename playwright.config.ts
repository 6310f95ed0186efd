import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4174);
// A build elsewhere (E2E_DIST) lets two people run end-to-end tests of different work trees at once.
const DIST = process.env.E2E_DIST ?? 'apps/portal/dist';

/** End-to-end tests of the production build of the portal, served with the demo API over real HTTP. */
export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: true,
  retries: 0,
  // One worker: the demo server (and its fault table) is shared by every test.
  workers: 1,
  timeout: 30_000,
  // Conditions get 10 s on a busy 2-core machine; a condition that holds returns at once.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `pnpm exec tsx fixtures/src/server/cli.ts --port ${PORT} --static ${DIST} --no-state --latency 0-40`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
