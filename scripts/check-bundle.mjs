// The portal's JavaScript budgets, measured on the production build (apps/portal/dist) from Vite's manifest.
// Prints one row per budget (gzip kB, what it holds) and ends with `N passed, N failed`; exits 1 over budget.
//   node scripts/check-bundle.mjs            (after `pnpm build:portal`; BUNDLE_DIST=dir for a build elsewhere)
// - sign-in: what a signed-out visitor downloads (the entry and its static imports);
// - shell: what signing in adds (the router, navigation bar and guards);
// - each page: what opening it adds on top of the sign-in page and the shell;
// - data a widget loads on demand (JSON chunks such as the world map's shapes) has its own budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.BUNDLE_DIST ?? 'apps/portal/dist';
const MANIFEST = join(DIST, '.vite/manifest.json');

/**
 * Budgets in kB of gzip. The goal for sign-in plus shell is 120 kB (issue 10); see the README for the figures.
 * The bundler keeps code that the shell and several pages share (the page kit, date formatting) in the shell's
 * chunk, so the shell grows a little with each screen: 70 → 75 kB with the monitoring and support screens.
 */
export const BUDGETS = {
  signIn: 128,
  shell: 75,
  page: 25,
  /** Data a widget loads on demand (the world map's country shapes), fetched only by users who see it. */
  data: 40,
};

/**
 * Pages allowed more than `page`, each with the measured reason. The onboarding overview holds six sections, each a
 * form that saves as it changes (the checklist, contacts with their selectors, sites with the site form dialog,
 * the virtual and ConnectWise settings, endpoint, cloud sensors, internet exposure): 42.9 kB, 44.9 kB with the later
 * screens' shared code, 45.7 kB once DataTable (which its site list uses) sorted a large column's first rows before the
 * rest (0.7 kB, issue 12's first sort of 100,000 hostnames: 22.9 -> 17-21 ms). The contact form and
 * the sensor and scanner forms (which add a shipping contact) carry PhoneField, whose libphonenumber-js (min
 * metadata) is 28.8 kB gzip on its own: 36.2 / 42.3 / 41.4 kB.
 */
export const PAGE_BUDGETS = {
  OnboardingPage: 46,
  OnboardingContactFormPage: 40,
  OnboardingSensorFormPage: 45,
  OnboardingScannerFormPage: 45,
};

function loadManifest() {
  if (!existsSync(MANIFEST)) {
    console.error(`${MANIFEST} is missing: build the portal first (pnpm build:portal).`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

const gzipKb = (file) => gzipSync(readFileSync(join(DIST, file))).length / 1024;

/** The chunk files a manifest entry loads at once: itself and its static imports, recursively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const fileOf = (manifest, key) => manifest[key].file;
const sizeOf = (manifest, keys) => [...keys].reduce((sum, key) => sum + gzipKb(fileOf(manifest, key)), 0);
const nameOf = (key) =>
  key
    .replace(/\/index\.tsx?$/, '')
    .replace(/^.*\//, '')
    .replace(/\.(tsx?|html|json)$/, '');

export function measure(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const signIn = staticClosure(manifest, entryKey);
  const shellKey = Object.keys(manifest).find((key) => key.endsWith('PortalRouter.tsx'));
  if (!shellKey) throw new Error('The manifest has no PortalRouter chunk (the signed-in shell).');
  const shell = new Set([...staticClosure(manifest, shellKey)].filter((key) => !signIn.has(key)));
  const loaded = new Set([...signIn, ...shell]);
  const rows = [
    { name: 'sign-in page (entry)', kb: sizeOf(manifest, signIn), budget: BUDGETS.signIn },
    { name: 'shell (router, navigation)', kb: sizeOf(manifest, shell), budget: BUDGETS.shell },
  ];
  const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key !== shellKey);
  for (const key of pages.sort()) {
    const own = [...staticClosure(manifest, key)].filter((chunk) => !loaded.has(chunk));
    const isData = key.endsWith('.json');
    rows.push({
      name: `${isData ? 'data' : 'page'} ${nameOf(key)}`,
      kb: sizeOf(manifest, own),
      budget: isData ? BUDGETS.data : (PAGE_BUDGETS[nameOf(key)] ?? BUDGETS.page),
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measure(loadManifest());
  let failed = 0;
  console.log(`${'chunk'.padEnd(40)} ${'gzip kB'.padStart(8)} ${'budget'.padStart(7)}`);
  for (const row of rows) {
    const over = row.kb > row.budget;
    if (over) failed += 1;
    console.log(
      `${row.name.padEnd(40)} ${row.kb.toFixed(1).padStart(8)} ${String(row.budget).padStart(7)}${over ? '  OVER BUDGET' : ''}`,
    );
  }
  console.log(`${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
