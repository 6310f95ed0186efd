import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { baselineStories, type StoryIndex } from './baselineStories';

const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';
const index = JSON.parse(readFileSync(`${STORYBOOK_DIR}/index.json`, 'utf8')) as StoryIndex;

/**
 * The theme's fonts (Inter, JetBrains Mono) from the @fontsource packages, as data URLs: every machine draws the same
 * glyphs, whatever fonts its Debian has installed.
 */
const require = createRequire(import.meta.url);
const fontFace = (family: string, file: string, weight: number) => {
  const data = readFileSync(require.resolve(file)).toString('base64');
  return `@font-face { font-family: '${family}'; font-weight: ${String(weight)}; font-style: normal; src: url(data:font/woff2;base64,${data}) format('woff2'); }`;
};
const FONTS = [
  ...[400, 500, 600, 700].map((weight) =>
    fontFace('Inter', `@fontsource/inter/files/inter-latin-${String(weight)}-normal.woff2`, weight),
  ),
  fontFace('JetBrains Mono', '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2', 400),
].join('\n');

/** In the page: Storybook's current render, once it has rendered `storyId` and run its play function to the end. */
function renderFinished(storyId: string): boolean {
  const preview: unknown = Reflect.get(window, '__STORYBOOK_PREVIEW__');
  const render: unknown = preview && typeof preview === 'object' ? Reflect.get(preview, 'currentRender') : undefined;
  if (!render || typeof render !== 'object' || Reflect.get(render, 'id') !== storyId) return false;
  const phase: unknown = Reflect.get(render, 'phase');
  return phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted';
}

/**
 * In the page: changes the story's theme as Storybook's toolbar does (its channel) and resolves once the story has
 * rendered again and run its play function (Storybook's `storyFinished` event).
 */
function switchTheme({ storyId, theme }: { storyId: string; theme: string }): Promise<void> {
  const channel: unknown = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__');
  const method = (name: string): ((...args: unknown[]) => unknown) => {
    const found: unknown = channel && typeof channel === 'object' ? Reflect.get(channel, name) : undefined;
    if (typeof found !== 'function') throw new Error(`Storybook's channel has no ${name}`);
    return (...args): unknown => Reflect.apply(found, channel, args) as unknown;
  };
  return new Promise<void>((resolve) => {
    const finished = (payload: unknown) => {
      if (payload && typeof payload === 'object' && Reflect.get(payload, 'storyId') === storyId) {
        method('off')('storyFinished', finished);
        resolve();
      }
    };
    method('on')('storyFinished', finished);
    method('emit')('updateGlobals', { globals: { theme } });
  });
}

/** Waits for the bundled fonts, then compares the page with the story's baseline in that theme. */
async function matchBaseline(page: Page, storyId: string, theme: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page).toHaveScreenshot([theme, `${storyId}.png`]);
}

/**
 * One browser context per worker, so its cache keeps Storybook's scripts between stories (each story still gets a
 * new page).
 */
const test = base.extend<{ page: Page }, { previewContext: BrowserContext }>({
  previewContext: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        timezoneId: 'UTC',
        locale: 'en-US',
      });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ previewContext }, provide) => {
    const page = await previewContext.newPage();
    await provide(page);
    await page.close();
  },
});

// Each story loads a fresh preview (a story's leftovers, e.g. styles injected in another order, never reach the
// next), in light; dark follows through the toolbar's channel, as a designer switches it.
for (const story of baselineStories(index)) {
  test(`${story.title}: ${story.name}`, async ({ page }) => {
    // A story that leaves the page (a redirect to an identity provider or another host) stays on screen instead.
    await page.route(
      (url) => !url.pathname.endsWith('/iframe.html'),
      (route) =>
        route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
          ? route.abort()
          : route.fallback(),
    );
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:light`);
    await page.addStyleTag({ content: FONTS });
    await page.waitForFunction(renderFinished, story.id);
    await matchBaseline(page, story.id, 'light');
    await page.evaluate(switchTheme, { storyId: story.id, theme: 'dark' });
    await matchBaseline(page, story.id, 'dark');
  });
}
