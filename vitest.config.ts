import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** Every story is a test in real (Debian) Chromium, with axe violations as failures, once per theme. */
const storybookProject = (theme: 'light' | 'dark'): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
  test: {
    name: `storybook-${theme}`,
    // Generous on purpose: a loaded 2-core machine runs the browser slowly; plays wait on conditions, not time.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Property runs and the 100,000-agent seed take seconds on a busy 2-core machine; no test times itself.
          testTimeout: 30_000,
          env: { TZ: 'UTC', VITE_API_ORIGIN: 'http://portal.test' },
          include: [
            '{packages,apps,fixtures}/**/src/**/*.test.{ts,tsx}',
            'packages/*/build/**/*.test.ts',
            'fixtures/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      storybookProject('light'),
      storybookProject('dark'),
    ],
  },
});
