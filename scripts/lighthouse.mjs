// `pnpm lighthouse`: Lighthouse 12 (desktop preset) over the portal's production build served with the demo API at
// latency 0, in Debian's Chromium, signed in as each screen's persona: the sign-in page and seven screens. Prints one
// row per screen (performance, accessibility, best practices, LCP, TBT, CLS) against the goals.
//
// With --gate (CI) it fails when a screen scores below the floor: performance 90, accessibility and best practices
// 100. The goals above the floor (performance 95, LCP ≤ 1.0 s, TBT ≤ 50 ms, CLS ≤ 0.01) are printed, not asserted:
// timing on a shared 2-core machine is no test. A screen below its performance floor is measured twice more and the
// median of its three runs counts (one run's score swings with the machine). Every screen is loaded once, unmeasured,
// before the first is measured, so the demo server is warm.
//
// Options (environment): LIGHTHOUSE_PORT (4326), LIGHTHOUSE_DIST (a build to reuse; otherwise the portal is built
// into a temporary folder), LIGHTHOUSE_REPORTS (a folder for each screen's JSON report), LIGHTHOUSE_ONLY (measure only
// the screens whose name contains it, e.g. 'Endpoint').
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { portalBuild, startDemoServer } from './lib/demoServer.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4326);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const GATE = process.argv.includes('--gate');
const ONLY = process.env.LIGHTHOUSE_ONLY;

/** The portal's token cookies (packages/api/src/constants.ts): a page load imports them as the signed-in session. */
const TOKEN_COOKIES = { primary: 'portal_primary_token', secondary: 'portal_secondary_token' };

/** The demo's token cookies of a persona (fixtures/src/data/users.ts), for `setCookie` on a browser or a context. */
const personaCookies = (persona) => [
  { name: TOKEN_COOKIES.primary, value: `demo-primary-${persona}`, domain: 'localhost', path: '/' },
  { name: TOKEN_COOKIES.secondary, value: `demo-secondary-${persona}`, domain: 'localhost', path: '/' },
];

/** Each screen and the persona it is measured for (fixtures/src/data/users.ts); no persona: signed out. */
const SCREENS = [
  { name: 'Sign-in', path: '/' },
  { name: 'Dashboard', path: '/dashboard', persona: 'direct' },
  { name: 'Endpoint Status (100,000 agents)', path: '/dashboard/endpoints', persona: 'benchmark' },
  { name: 'Sensor & Scanner Status', path: '/dashboard/sensors', persona: 'direct' },
  { name: 'Contact', path: '/contact', persona: 'direct' },
  { name: 'Onboarding Overview', path: '/onboarding', persona: 'onboardingPartial' },
  { name: 'Connected Accounts', path: '/connected-accounts', persona: 'direct' },
  { name: 'Log Search', path: '/logsearch', persona: 'direct' },
];

const FLOOR = { performance: 0.9, accessibility: 1, 'best-practices': 1 };
/** Lighthouse's own threshold for a host too slow for its throttling presets (core/gather/driver/environment.js). */
const SLOW_HOST_INDEX = 1000;
const GOAL = { performance: 0.95, lcpMs: 1000, tbtMs: 50, cls: 0.01 };

/** One screen's Lighthouse run in a fresh tab, signed in through the token cookies when it has a persona. */
async function audit(browser, base, screen) {
  const page = await browser.newPage();
  try {
    if (screen.persona) await browser.setCookie(...personaCookies(screen.persona));
    const result = await lighthouse(
      `${base}${screen.path}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: Object.keys(FLOOR),
        // The session lives in the tab's session storage; Lighthouse would otherwise clear the origin's storage.
        disableStorageReset: true,
      },
      desktopConfig,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (REPORTS) writeFileSync(join(REPORTS, `${screen.name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
    const failing = Object.entries(lhr.categories).flatMap(([, category]) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${category.id}: ${ref.id}`),
    );
    return {
      name: screen.name,
      finalUrl: lhr.finalDisplayedUrl,
      scores: Object.fromEntries(Object.keys(FLOOR).map((id) => [id, lhr.categories[id].score])),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing,
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    await page.close();
  }
}

/**
 * One unmeasured load of every screen before any is measured, in a browser context of its own (its own cache: the
 * measured loads download the screens' code as before). A demo server's first replies are slower than any later one
 * (its code is still being compiled, and each persona's data is built on first use): the dashboard, the first screen
 * with data, measured 62 and 65 in two fresh-clone CI runs and 81–93 when measured again. A production server is warm.
 */
async function warmUpServer(browser, base) {
  const context = await browser.createBrowserContext();
  try {
    for (const screen of SCREENS) {
      if (screen.persona) await context.setCookie(...personaCookies(screen.persona));
      const page = await context.newPage();
      try {
        await page.goto(`${base}${screen.path}`, { waitUntil: 'networkidle0', timeout: 30_000 });
      } catch (error) {
        // The measured run reports what is wrong with the screen.
        console.log(
          `  ${screen.name}: warm-up load failed (${error instanceof Error ? error.message : String(error)})`,
        );
      } finally {
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse sometimes fails to record the page load's trace ('Something went wrong with recording the trace …
 * Please run Lighthouse again.', NO_NAVSTART): seen on a different screen in each of two fresh-clone CI runs. Such a
 * run measured nothing, so it is run again, up to twice; a screen that still fails fails the gate with the message.
 */
const ATTEMPTS = 3;

async function auditWithRetry(browser, base, screen) {
  let row;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    row = await audit(browser, base, screen);
    if (!row.runtimeError) return row;
    console.log(
      `  ${screen.name}: Lighthouse could not measure (${row.runtimeError}); attempt ${attempt} of ${ATTEMPTS}`,
    );
  }
  return row;
}

/**
 * One run's performance score swings with the machine: the dashboard measured 62 in one fresh-clone CI run and 85
 * when measured again over the same build a minute later. A screen whose performance is below its floor is therefore
 * measured twice more, and the run with the median score of the three stands for it (Lighthouse's own advice for
 * variable machines is the median of several runs). Accessibility and best practices do not vary between runs.
 */
const PERFORMANCE_RUNS = 3;

async function auditWithMedianPerformance(browser, base, screen) {
  const first = await auditWithRetry(browser, base, screen);
  const floor = FLOOR.performance;
  if (first.runtimeError || (first.scores.performance ?? 0) >= floor) return first;
  const runs = [first];
  while (runs.length < PERFORMANCE_RUNS) {
    const row = await auditWithRetry(browser, base, screen);
    if (row.runtimeError) return row;
    runs.push(row);
  }
  runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const median = runs[Math.floor(runs.length / 2)];
  console.log(
    `  ${screen.name}: performance ${percent(first.scores.performance)} is below ${Math.round(floor * 100)}; ` +
      `${PERFORMANCE_RUNS} runs: ${runs.map((row) => percent(row.scores.performance)).join(', ')}, the median counts`,
  );
  return median;
}

/** A figure for the table: '—' where Lighthouse could not measure it. */
const figure = (value, digits) => (typeof value === 'number' ? value.toFixed(digits) : '—');

const percent = (score) => (score === null || score === undefined ? '—' : String(Math.round(score * 100)));

function printTable(rows) {
  console.log('\nLighthouse 12, desktop preset: production build, demo API at latency 0, Debian Chromium');
  console.log(
    `  ${'screen'.padEnd(34)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'b.p.'.padStart(4)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'CPU'.padStart(5)}`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(34)} ${percent(row.scores.performance).padStart(4)} ${percent(row.scores.accessibility).padStart(4)} ${percent(row.scores['best-practices']).padStart(4)} ${figure(row.lcpMs, 0).padStart(7)} ${figure(row.tbtMs, 0).padStart(7)} ${figure(row.cls, 3).padStart(6)} ${figure(row.benchmarkIndex, 0).padStart(5)}`,
    );
  }
  console.log(
    `  CPU: Lighthouse's benchmark index of the machine during that run (higher is faster; below ${SLOW_HOST_INDEX} Lighthouse warns that the host is slower than its desktop preset assumes)`,
  );
  console.log(
    `  goals: performance ≥ ${GOAL.performance * 100}, accessibility and best practices 100, LCP ≤ ${GOAL.lcpMs} ms, TBT ≤ ${GOAL.tbtMs} ms, CLS ≤ ${GOAL.cls}`,
  );
  for (const row of rows) {
    const missed = [
      row.scores.performance < GOAL.performance && 'performance',
      row.lcpMs > GOAL.lcpMs && 'LCP',
      row.tbtMs > GOAL.tbtMs && 'TBT',
      row.cls > GOAL.cls && 'CLS',
    ].filter(Boolean);
    if (missed.length > 0) console.log(`  ${row.name}: goal not met for ${missed.join(', ')}`);
    if (row.failing.length > 0) console.log(`  ${row.name}: audits below 100: ${row.failing.join(', ')}`);
  }
}

/** The screens below the floor, one message each (a run that errored counts as below it). */
function belowFloor(rows) {
  return rows.flatMap((row) => {
    if (row.runtimeError) return [`${row.name}: Lighthouse failed (${row.runtimeError})`];
    return Object.entries(FLOOR)
      .filter(([id, floor]) => (row.scores[id] ?? 0) < floor)
      .map(([id, floor]) => `${row.name}: ${id} ${percent(row.scores[id])} is below ${Math.round(floor * 100)}`);
  });
}

let exitCode = 0;
let stopServer = () => undefined;
let browser;
try {
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const dist = portalBuild(process.env.LIGHTHOUSE_DIST);
  const server = await startDemoServer({ port: PORT, dist });
  stopServer = server.stop;
  browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  await warmUpServer(browser, server.base);
  const rows = [];
  const measured = SCREENS.filter((screen) => !ONLY || screen.name.includes(ONLY));
  for (const screen of measured) rows.push(await auditWithMedianPerformance(browser, server.base, screen));
  printTable(rows);
  const failures = belowFloor(rows);
  if (failures.length > 0) {
    console.log(`\n${GATE ? 'FAILED' : 'Below the CI floor'}: ${failures.join('; ')}`);
    if (GATE) exitCode = 1;
  } else {
    console.log('\nEvery screen is at or above the CI floor: performance 90, accessibility and best practices 100.');
  }
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await browser?.close();
  stopServer();
}
process.exit(exitCode);
