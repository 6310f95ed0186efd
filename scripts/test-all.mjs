// `npm test`: every test layer in one command, ending with one line `N passed, N failed` for the whole run.
//   1. unit tests (Vitest, happy-dom)
//   2. every story as a test in headless Debian Chromium, light and dark theme, axe violations failing
//   3. the JavaScript budgets of the production build (scripts/check-bundle.mjs)
//   4. end-to-end tests of the production build served with the demo API (Playwright + Debian Chromium)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensurePnpm, installDependencies, log, run } from './lib/bootstrap.mjs';

const REPORTS = 'reports';
const VITEST_REPORT = `${REPORTS}/vitest.json`;
const E2E_REPORT = `${REPORTS}/e2e.json`;

ensurePnpm();
ensureChromium();
installDependencies();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

log('unit tests and stories (light and dark) in Chromium');
run('pnpm', ['exec', 'vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`], {
  env,
});

// Vite alone: the typecheck is its own step (`pnpm typecheck`, run by CI beside lint), not repeated here (20 s).
log('building the portal for the end-to-end tests');
const buildStatus = run('pnpm', ['--filter', '@portal/app', 'exec', 'vite', 'build', '--configLoader', 'runner'], {
  env,
});
let bundle = { passed: 0, failed: 1, skipped: 0 };
let e2eStatus = 1;
if (buildStatus === 0) {
  log('JavaScript budgets of the build (gzip)');
  bundle = bundleCounts(spawnSync('node', ['scripts/check-bundle.mjs'], { encoding: 'utf8' }));
  log('end-to-end tests of the built portal in Chromium');
  e2eStatus = run('pnpm', ['exec', 'playwright', 'test'], { env });
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/** Counts per layer from Vitest's JSON report; a file that fails to load counts as one failure. */
function vitestCounts(report) {
  const layers = { unit: { passed: 0, failed: 0, skipped: 0 }, stories: { passed: 0, failed: 0, skipped: 0 } };
  if (!report) {
    layers.unit.failed += 1;
    return layers;
  }
  for (const file of report.testResults) {
    const layer = /\.stories\.tsx?$/.test(file.name) ? layers.stories : layers.unit;
    let failedHere = 0;
    for (const test of file.assertionResults) {
      if (test.status === 'passed') layer.passed += 1;
      else if (test.status === 'failed') failedHere += 1;
      else layer.skipped += 1;
    }
    if (failedHere === 0 && file.status === 'failed') failedHere = 1;
    layer.failed += failedHere;
  }
  return layers;
}

/** Each budget of scripts/check-bundle.mjs is one check; its output ends with `N passed, N failed`. */
function bundleCounts(result) {
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const match = /(\d+) passed, (\d+) failed\s*$/.exec(result.stdout ?? '');
  if (!match) return { passed: 0, failed: 1, skipped: 0 };
  return { passed: Number(match[1]), failed: Number(match[2]), skipped: 0 };
}

/** A run that exits non-zero, or runs no test (e.g. its server could not start), counts as a failure. */
function playwrightCounts(report, status) {
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failed = unexpected + flaky;
  const broken = (status !== 0 && failed === 0) || expected + failed === 0 ? 1 : 0;
  return { passed: expected, failed: failed + broken, skipped };
}

/**
 * The failed unit tests and stories, one line each with the first line of the error. They are printed with the summary
 * because CI keeps only the end of its output, and a failure there must say which test it was.
 */
function vitestFailures(report) {
  if (!report) return [];
  const failures = [];
  for (const file of report.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      const firstLine = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failures.push(`${where} › ${test.fullName}: ${firstLine}`);
    }
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${where}: ${(file.message ?? '').slice(0, 300)}`);
  }
  return failures;
}

const vitestReport = readJson(VITEST_REPORT);
const vitest = vitestCounts(vitestReport);
const layers = [
  ['Unit tests', vitest.unit],
  ['Stories as tests (light + dark)', vitest.stories],
  ['Bundle budgets (gzip)', bundle],
  [
    'End-to-end (built portal)',
    buildStatus === 0 ? playwrightCounts(readJson(E2E_REPORT), e2eStatus) : { passed: 0, failed: 1, skipped: 0 },
  ],
];

console.log('');
const failures = vitestFailures(vitestReport);
if (failures.length > 0) {
  console.log('Failed unit tests and stories:');
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  console.log('');
}
const total = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts] of layers) {
  console.log(
    `${name.padEnd(34)} ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
if (total.skipped > 0) console.log('Skipped tests are not allowed: a skipped test cannot fail.');
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 && total.skipped === 0 && total.passed > 0 ? 0 : 1);
