import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** Screen stories (the app's pages and the shell): they run against the demo API's service worker. */
const SCREEN_STORIES = ['apps/**', 'stories/screens/**'];
/** Widget stories (`@portal/ui` and the foundations): they fetch nothing and share no state between files. */
const WIDGET_STORIES = ['packages/**', 'stories/foundations/**'];
/**
 * The screens in two halves, each a browser of its own so both cores work (a browser runs its files one at a time).
 * Split by measured time: onboarding and pages A–D about 460 s, the other pages about 440 s, one story run each.
 */
const SCREENS_FIRST_HALF = ['apps/portal/src/onboarding/**', 'apps/portal/src/pages/[A-D]*/**'];
const SCREENS_SECOND_HALF = [
  'apps/portal/src/pages/[E-Z]*/**',
  'apps/portal/src/!(onboarding|pages)/**',
  'stories/screens/**',
];
const STORY_SETS = {
  widgets: { exclude: SCREEN_STORIES },
  'screens-1': { exclude: [...WIDGET_STORIES, ...SCREENS_SECOND_HALF] },
  'screens-2': { exclude: [...WIDGET_STORIES, ...SCREENS_FIRST_HALF] },
} as const;

/**
 * Every story is a test in real (Debian) Chromium, with axe violations as failures in both themes: the play runs once,
 * in light, and its final screen is checked by axe in light and again re-rendered in dark (`.storybook/bothThemes.tsx`;
 * addon-a11y's own single-theme check is turned off here). Replaying every play in dark took half of the story run.
 * Stories run in one page without reloading it between files (`isolate: false`): loading a fresh iframe per file was
 * most of their time (62 widget files: 317 s with a fresh page each, 71 s without; every screen story in both themes:
 * 312 s, against over 1,066 s). Each story still starts clean: the preview resets the demo database, the app store,
 * the clock and the theme, and the demo API's worker is one per page (`.storybook/demoApi.ts`). Widgets and screens
 * are separate projects so a run can pick either.
 */
const storybookProject = (name: keyof typeof STORY_SETS): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir, initialGlobals: { theme: 'light', checkBothThemes: true } })],
  test: {
    name,
    // addon-a11y's own check off (as the Storybook UI's "accessibility" switch does): the preview checks both themes.
    provide: { 'storybook/test-provided': { a11y: false } },
    exclude: [...STORY_SETS[name].exclude],
    isolate: false,
    // Generous on purpose: a loaded 2-core machine runs the browser slowly; plays wait on conditions, not time. The
    // longest play (filling in every cloud provider, CloudSensorSection.fill) went over 30 s in a fresh-clone CI run on
    // a slower machine; a passing story is no slower for it.
    testTimeout: 60_000,
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
          // Node for pure logic (most files); a file that needs a DOM says so: `// @vitest-environment happy-dom`.
          // Files share a worker's modules (`isolate: false`); each file sets up the state it tests. Measured on this
          // 2-core machine, 158 files: happy-dom for all and isolated, 369 s (107 s setting up DOMs, 98 s importing);
          // Node where no DOM is needed, 244 s; and sharing modules, 88 s.
          environment: 'node',
          isolate: false,
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
      storybookProject('widgets'),
      storybookProject('screens-1'),
      storybookProject('screens-2'),
    ],
  },
});
