import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4174);
// A build elsewhere (E2E_DIST) lets two people run end-to-end tests of different work trees at once.
const DIST = process.env.E2E_DIST ?? 'apps/portal/dist';
/**
 * Workers, each with a demo server of its own (ports PORT, PORT + 1, ...): a test resets and changes the demo's data,
 * so two tests must never share a server. Two in CI, where a 2-core machine runs the suite in about two thirds of the
 * time; one otherwise, so a run of a single spec on a chosen port starts one server only.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
/** This worker's slot (Playwright sets it in each worker process, which reads this file too): its server. */
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** End-to-end tests of the production build of the portal, served with the demo API over real HTTP. */
export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: true,
  retries: 0,
  workers: WORKERS,
  // A long journey on a busy 2-core machine (two workers in CI) can take half a minute; a passing test takes no longer.
  timeout: 60_000,
  // Conditions get 10 s on a busy 2-core machine; a condition that holds returns at once.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT + SLOT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // A trace records every action's snapshots while the test runs, passing or not; CI keeps no files, so it records
    // none there (a local run keeps the trace of a failure).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: Array.from({ length: WORKERS }, (_, slot) => ({
    command: `pnpm exec tsx fixtures/src/server/cli.ts --port ${PORT + slot} --static ${DIST} --no-state --latency 0-40`,
    url: `http://localhost:${PORT + slot}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
