import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** Widget stories (`@portal/ui` and the foundations): they fetch nothing and share no state between files. */
const WIDGET_STORIES = ['packages/**', 'stories/foundations/**'];
/**
 * Screen stories (the app's pages and the shell) run against the demo API's service worker, in three lanes of about
 * equal time, each a browser of its own running its files one at a time (story time summed per folder in a CI run):
 * onboarding about 310 s, the pages A–N about 340 s, the pages O–Z with the shell and the kit about 305 s; the widgets
 * about 290 s. With the screens in two halves (about 480 s each) the widgets' browser sat idle for the last 180 s.
 * Widgets keep a browser of their own: run in one lane with screens, the screens after them lost some of the demo
 * API's handlers.
 */
const SCREEN_LANES = {
  'screens-1': ['apps/portal/src/onboarding/**'],
  'screens-2': ['apps/portal/src/pages/[A-N]*/**'],
  'screens-3': ['apps/portal/src/pages/[O-Z]*/**', 'apps/portal/src/!(onboarding|pages)/**', 'stories/screens/**'],
} as const;
type StoryProject = 'widgets' | keyof typeof SCREEN_LANES;

/** What a story project leaves to the others: widgets run no screens; a screen lane runs only its own. */
function excludedFrom(project: StoryProject): string[] {
  const lanes = Object.keys(SCREEN_LANES) as (keyof typeof SCREEN_LANES)[];
  if (project === 'widgets') return lanes.flatMap((lane) => SCREEN_LANES[lane]);
  return [...WIDGET_STORIES, ...lanes.filter((lane) => lane !== project).flatMap((lane) => SCREEN_LANES[lane])];
}

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
const storybookProject = (name: StoryProject): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir, initialGlobals: { theme: 'light', checkBothThemes: true } })],
  test: {
    name,
    // addon-a11y's own check off (as the Storybook UI's "accessibility" switch does): the preview checks both themes.
    provide: { 'storybook/test-provided': { a11y: false } },
    exclude: excludedFrom(name),
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
          setupFiles: ['tests/unit/setup.ts'],
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
      storybookProject('screens-3'),
    ],
  },
});
