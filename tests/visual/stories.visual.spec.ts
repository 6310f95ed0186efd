import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
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
 * In the page: sends Storybook's channel an event (as the manager's sidebar or toolbar does) and resolves once
 * `storyId` has rendered again and run its play function (Storybook's `storyFinished` event).
 */
function emitAndAwaitStory({ storyId, event, payload }: { storyId: string; event: string; payload: unknown }) {
  const channel: unknown = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__');
  const method = (name: string): ((...args: unknown[]) => unknown) => {
    const found: unknown = channel && typeof channel === 'object' ? Reflect.get(channel, name) : undefined;
    if (typeof found !== 'function') throw new Error(`Storybook's channel has no ${name}`);
    return (...args): unknown => Reflect.apply(found, channel, args) as unknown;
  };
  return new Promise<void>((resolve) => {
    const finished = (result: unknown) => {
      if (result && typeof result === 'object' && Reflect.get(result, 'storyId') === storyId) {
        method('off')('storyFinished', finished);
        resolve();
      }
    };
    method('on')('storyFinished', finished);
    method('emit')(event, payload);
  });
}

/** In the page: the id of the story the preview shows. */
function currentStory(): string {
  const preview: unknown = Reflect.get(window, '__STORYBOOK_PREVIEW__');
  const render: unknown = preview && typeof preview === 'object' ? Reflect.get(preview, 'currentRender') : undefined;
  const id: unknown = render && typeof render === 'object' ? Reflect.get(render, 'id') : undefined;
  return typeof id === 'string' ? id : '';
}

/** In the page: the colour scheme the preview renders in now (Storybook's current globals). */
function currentTheme(): string {
  const preview: unknown = Reflect.get(window, '__STORYBOOK_PREVIEW__');
  const store: unknown = preview && typeof preview === 'object' ? Reflect.get(preview, 'storyStoreValue') : undefined;
  const globals: unknown = store && typeof store === 'object' ? Reflect.get(store, 'userGlobals') : undefined;
  const values: unknown = globals && typeof globals === 'object' ? Reflect.get(globals, 'globals') : undefined;
  const theme: unknown = values && typeof values === 'object' ? Reflect.get(values, 'theme') : undefined;
  return theme === 'dark' ? 'dark' : 'light';
}

/** Waits for the bundled fonts, then compares the page with the story's baseline in that theme. */
async function matchBaseline(page: Page, storyId: string, theme: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page).toHaveScreenshot([theme, `${storyId}.png`]);
}

// Not a baseline story (the first story of a file), so every baseline story is a change of story.
const FIRST_STORY = 'foundations-tokens--dark';

/**
 * One preview page per worker: loading Storybook's preview took about 2 s of each story's 5 s. Stories follow each
 * other in it as a designer clicks through the sidebar (Storybook's channel); each still starts clean, as in the story
 * tests, which share a page the same way (the preview resets the demo database, the app store, the clock and the
 * theme before every story).
 */
const test = base.extend<object, { previewPage: Page }>({
  previewPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        timezoneId: 'UTC',
        locale: 'en-US',
      });
      const page = await context.newPage();
      // A story that leaves the page (a redirect to an identity provider or another host) stays on screen instead.
      await page.route(
        (url) => !url.pathname.endsWith('/iframe.html'),
        (route) =>
          route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
            ? route.abort()
            : route.fallback(),
      );
      await page.goto(`/iframe.html?id=${FIRST_STORY}&viewMode=story&globals=theme:light`);
      await page.addStyleTag({ content: FONTS });
      await page.waitForFunction(renderFinished, FIRST_STORY);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// Each story is shown first in light, then switched to dark through the toolbar's channel, as a designer switches it
// (a re-render is not a first render: a play's open menu, for one, may close). The page is put back in light while it
// still shows the story before.
for (const story of baselineStories(index)) {
  test(`${story.title}: ${story.name}`, async ({ previewPage: page }) => {
    const previous = await page.evaluate(currentStory);
    if ((await page.evaluate(currentTheme)) !== 'light') {
      await page.evaluate(emitAndAwaitStory, {
        storyId: previous,
        event: 'updateGlobals',
        payload: { globals: { theme: 'light' } },
      });
    }
    await page.evaluate(emitAndAwaitStory, {
      storyId: story.id,
      event: 'setCurrentStory',
      payload: { storyId: story.id, viewMode: 'story' },
    });
    await page.waitForFunction(renderFinished, story.id);
    await matchBaseline(page, story.id, 'light');
    await page.evaluate(emitAndAwaitStory, {
      storyId: story.id,
      event: 'updateGlobals',
      payload: { globals: { theme: 'dark' } },
    });
    await matchBaseline(page, story.id, 'dark');
  });
}
