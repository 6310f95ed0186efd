import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.VISUAL_PORT ?? 4420);

/**
 * Visual baselines: one story per widget and per screen, light and dark, screenshotted from the static Storybook
 * build and compared with the committed images in tests/visual/baselines/ (`pnpm visual`, `pnpm visual:update`).
 * A change writes the actual image and a diff beside it under reports/visual/.
 */
export default defineConfig({
  testDir: 'tests/visual',
  forbidOnly: true,
  fullyParallel: true,
  retries: 0,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  timeout: 60_000,
  outputDir: 'reports/visual',
  snapshotPathTemplate: 'tests/visual/baselines/{arg}{ext}',
  reporter: [['list'], ['json', { outputFile: process.env.VISUAL_REPORT ?? 'reports/visual.json' }]],
  expect: {
    // Anti-aliasing may move a few pixels between runs; a changed colour, border or layout moves far more.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${String(PORT)}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    timezoneId: 'UTC',
    locale: 'en-US',
  },
  webServer: {
    command: `node tests/visual/serveStorybook.mjs`,
    env: { VISUAL_PORT: String(PORT) },
    url: `http://127.0.0.1:${String(PORT)}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
