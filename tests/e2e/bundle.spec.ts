import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const ASSETS = join(import.meta.dirname, '../../apps/portal/dist/assets');

/** Strings that only exist in the demo API (MSW, its handlers and the seeded demo data). */
const MOCK_MARKERS = ['mockServiceWorker', 'setupWorker', 'HttpResponse', 'msw/', 'Northwind Health', 'dana.reyes@'];

test('the production bundle contains no mock code or demo data', () => {
  const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(join(ASSETS, file), 'utf8');
    for (const marker of MOCK_MARKERS) expect(code, `${file} contains ${marker}`).not.toContain(marker);
  }
});
