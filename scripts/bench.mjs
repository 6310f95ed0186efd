// `pnpm bench [page]`: builds every benchmark page in benchmarks/, runs each in real (Debian) Chromium, prints the
// figures. Figures are printed, never asserted: timing on a shared machine is no test. A page that throws or does not
// publish its report in time fails the run at once with a message naming the page (it used to hang).
// BENCH_RUNS=1 also prints every measured run of a figure that keeps them, in the order run. BENCH_PROFILE=1 saves a
// CPU profile (50 µs samples) of each console.profile(title) … console.profileEnd() span a page marks, to
// reports/bench/<page>.<title>.cpuprofile.
// BENCH_TRACE=1 also records each page's Chromium performance trace (with a CPU profile) to
// reports/bench/<page>.trace.json, for the DevTools Performance panel: slower figures, but where the time goes (the
// pages are then built unminified, so the profile names functions). BENCH_TRACE=light records no CPU profile: closer
// figures, and `node scripts/bench-frames.mjs <trace>` sums each scroll frame's main-thread CPU time (see there).
import { readdirSync, existsSync, writeFileSync } from 'node:fs';
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
/** How long one page may take to publish its report (BENCH_TIMEOUT_MS overrides it). */
const PAGE_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 180_000);
const pages = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'index.html')))
  .map((entry) => entry.name)
  .filter((name) => !only || name === only);
if (pages.length === 0) {
  console.error(`No benchmark page ${only ? `named "${only}" ` : ''}in benchmarks/ (a folder with an index.html).`);
  process.exit(1);
}

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
    minify: !process.env.BENCH_TRACE,
    chunkSizeWarningLimit: 5_000,
    rollupOptions: { input: Object.fromEntries(pages.map((name) => [name, join(root, name, 'index.html')])) },
  },
});

const serve = sirv(outDir);
const server = createServer((req, res) => serve(req, res));
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** Exits now, without waiting for a browser whose page may be stuck in a long task (closing it could hang too). */
function fail(message) {
  console.error(`\nbench: ${message}`);
  process.exit(1);
}

/**
 * Opens the page and resolves with its report; rejects on the page's first uncaught error (listened for before the
 * page loads, as a benchmark can throw while its module first runs) or after PAGE_TIMEOUT_MS.
 */
function reportOf(page, name) {
  return new Promise((resolveReport, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `"${name}" did not publish its report within ${PAGE_TIMEOUT_MS / 1000} s (window.__BENCH__ never set). ` +
              `Open reports/bench/${name}/index.html to see where it stops; BENCH_TIMEOUT_MS changes the limit.`,
          ),
        ),
      PAGE_TIMEOUT_MS,
    );
    page.on('pageerror', (error) => {
      clearTimeout(timer);
      reject(new Error(`"${name}" threw before publishing its report: ${error.message}`));
    });
    page
      .goto(`http://127.0.0.1:${port}/${name}/index.html`)
      .then(() => page.waitForFunction(() => window.__BENCH__, undefined, { timeout: 0, polling: 250 }))
      .then((handle) => handle.jsonValue())
      .then((report) => {
        clearTimeout(timer);
        resolveReport(report);
      }, reject);
  });
}

const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  ...(process.env.BENCH_TRACE === 'light' ? [] : ['disabled-by-default-v8.cpu_profiler']),
];

/** Starts a Chromium trace of the page; the returned function stops it and writes it to `file`. */
async function startTrace(page, file) {
  const session = await page.context().newCDPSession(page);
  const events = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await session.send('Tracing.start', {
    traceConfig: { includedCategories: TRACE_CATEGORIES },
    transferMode: 'ReportEvents',
  });
  return async () => {
    const complete = new Promise((done) => session.once('Tracing.tracingComplete', done));
    await session.send('Tracing.end');
    await complete;
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
    console.log(`  → trace: ${file}`);
  };
}

const browser = await chromium.launch(chromiumLaunchOptions());
for (const name of pages) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  if (process.env.BENCH_PROFILE) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    cdp.on('Profiler.consoleProfileFinished', ({ title, profile }) => {
      writeFileSync(join(outDir, `${name}.${title}.cpuprofile`), JSON.stringify(profile));
      console.log(`  → profile ${title}`);
    });
  }
  const stopTrace = process.env.BENCH_TRACE ? await startTrace(page, join(outDir, `${name}.trace.json`)) : undefined;
  let report;
  try {
    report = await reportOf(page, name);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  console.log(`\n${report.name}`);
  for (const figure of report.figures) {
    console.log(
      `  ${figure.label.padEnd(60)} median ${figure.medianMs.toFixed(1).padStart(8)} ms   best ${figure.minMs.toFixed(1).padStart(8)} ms   (${figure.runs} runs)`,
    );
    if (process.env.BENCH_RUNS && figure.timesMs) {
      console.log(`  ${''.padEnd(60)} runs: ${figure.timesMs.map((time) => time.toFixed(1)).join(' ')}`);
    }
  }
  for (const note of report.notes) console.log(`  → ${note}`);
  await stopTrace?.();
  await page.close();
}
await browser.close();
server.close();
