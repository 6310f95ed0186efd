// `pnpm bench`: builds every benchmark page in benchmarks/, runs each in real (Debian) Chromium, prints the figures.
import { readdirSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import sirv from 'sirv';
import { build } from 'vite';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

const root = resolve(import.meta.dirname, '../benchmarks');
const outDir = resolve(import.meta.dirname, '../reports/bench');
const only = process.argv[2];
const pages = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'index.html')))
  .map((entry) => entry.name)
  .filter((name) => !only || name === only);

await build({
  root,
  base: './',
  logLevel: 'warn',
  configFile: false,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: Object.fromEntries(pages.map((name) => [name, join(root, name, 'index.html')])) },
  },
});

const serve = sirv(outDir);
const server = createServer((req, res) => serve(req, res));
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch(chromiumLaunchOptions());
let failed = false;
try {
  for (const name of pages) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => console.error(`[${name}] ${error.message}`));
    await page.goto(`http://127.0.0.1:${port}/${name}/index.html`);
    const report = await page
      .waitForFunction(() => window.__BENCH__, undefined, { timeout: 300_000, polling: 250 })
      .then((handle) => handle.jsonValue());
    console.log(`\n${report.name}`);
    for (const figure of report.figures) {
      console.log(
        `  ${figure.label.padEnd(60)} median ${figure.medianMs.toFixed(1).padStart(8)} ms   best ${figure.minMs.toFixed(1).padStart(8)} ms   (${figure.runs} runs)`,
      );
    }
    for (const note of report.notes) console.log(`  → ${note}`);
    await page.close();
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
