import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '@portal/fixtures';
import { signedIn } from './support';

/**
 * The 100,000-agent customer on a slower link (10 MB/s, so the 50 MB list takes seconds to arrive): the Endpoint
 * Status page shows the rows of the list's first part at once and says so above the table, the export waits, and the
 * whole list then takes their place.
 */
const FIRST_PART_NOTE = /^Loading endpoints\.\.\. the first ([\d,]+) are shown$/;
const SLOW_LINK_BYTES_PER_SECOND = 10 * 1024 * 1024;

const countIn = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN);

test("a long endpoint list shows its first part's rows while the rest arrives, then every row", async ({ page }) => {
  test.slow();
  const benchmark = DEMO_USERS.benchmark;
  await signedIn(page, benchmark);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: SLOW_LINK_BYTES_PER_SECOND,
    uploadThroughput: -1,
  });
  await page.goto('/dashboard/endpoints');

  const note = page.getByText(FIRST_PART_NOTE);
  await expect(note).toBeVisible();
  const shown = countIn((await note.textContent()) ?? '', FIRST_PART_NOTE);
  const pager = page.getByRole('navigation', { name: 'Pages of endpoints' }).getByRole('status');
  await expect(pager).toHaveText(`Showing 1 - 100 of ${shown.toLocaleString('en-US')} endpoints`);
  await expect(page.getByRole('grid', { name: 'Endpoints' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  // The whole list: the note goes and the pager counts more rows than the first part held.
  await expect(note).toHaveCount(0, { timeout: 40_000 });
  await expect(pager).toHaveText(/^Showing 1 - 100 of [\d,]+ endpoints$/);
  expect(countIn((await pager.textContent()) ?? '', /of ([\d,]+) endpoints/)).toBeGreaterThan(shown);
});
