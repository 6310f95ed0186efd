import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '@portal/fixtures';
import { build } from 'vite';

const DIST = join(import.meta.dirname, '../../apps/portal/dist');

/**
 * Text only the demo code holds, in string literals a minifier keeps as they are (names such as `setupWorker` or
 * `HttpResponse` it renames): every persona's email up to the @, the demo tokens, a demo customer's name, the path of
 * the demo server's QA endpoints, and MSW's log prefix, request header and worker script.
 */
const MOCK_MARKERS = [
  ...Object.values(DEMO_USERS).map(({ email }) => email.slice(0, email.indexOf('@') + 1)),
  'demo-primary-',
  'Northwind Health',
  '/__demo/',
  '[MSW]',
  'x-msw-intention',
  'mockServiceWorker',
];

/** Every file under `dir`, however deep (lazy routes split the app into chunks, maybe in sub-folders). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const isCode = (file: string) => /\.(m?js|cjs|html)$/.test(file);

test('the production bundle contains no mock code or demo data', () => {
  const files = filesUnder(DIST).filter(isCode);
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const found = MOCK_MARKERS.filter((marker) => code.includes(marker));
    expect(found, `demo code in ${relative(DIST, file)}`).toEqual([]);
  }
});

test('the production bundle points to no source maps (they are hidden, for error tracking only)', () => {
  const files = filesUnder(DIST).filter((file) => /\.(m?js|cjs|css)$/.test(file));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(readFileSync(file, 'utf8'), relative(DIST, file)).not.toMatch(/[#@] sourceMappingURL=/);
  }
});

test('the markers survive minification of the demo code, so the check above would see it', async () => {
  test.setTimeout(120_000);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      rollupOptions: { input: join(import.meta.dirname, 'demoCode.ts'), preserveEntrySignatures: 'strict' },
    },
  });
  if (Array.isArray(result) || !('output' in result)) throw new Error('expected the output of one build');
  const code = result.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  expect(MOCK_MARKERS.filter((marker) => !code.includes(marker))).toEqual([]);
});
