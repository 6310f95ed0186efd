import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DIRECT, ENDPOINT_COMPLETION_DEADLINE_MS, resetDemo, signedIn } from './support';

const MISSING_WARNING = /^\d+ missing endpoint\(s\)\. Try refreshing the page to load the missing endpoints\.$/;

function grid(page: Page) {
  return page.getByRole('grid', { name: 'Endpoints' });
}

/** The texts of one column in the rows on screen. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await grid(page).getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  const rows = await grid(page).getByRole('row').all();
  return Promise.all(rows.slice(1).map((row) => row.getByRole('gridcell').nth(index).innerText()));
}

function pager(page: Page) {
  return page.getByRole('navigation', { name: 'Pages of endpoints' }).getByRole('status');
}

async function endpointCount(page: Page): Promise<number> {
  const text = (await pager(page).textContent()) ?? '';
  return Number(/of ([\d,]+) endpoints/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

test('endpoint status: filter, sort, reload keeps the view, export exactly the rows on screen', async ({ page }) => {
  // The page completes incomplete rows for 30 s (portal-core §4) before the export is enabled: the page's clock is
  // moved on past the deadline rather than waited for.
  await page.clock.install();
  await signedIn(page, DIRECT);
  await page.goto('/dashboard/endpoints');
  await expect(page.getByRole('heading', { level: 1, name: 'Endpoint Status' })).toBeVisible();
  await expect(pager(page)).toHaveText(/^Showing 1 - 100 of [\d,]+ endpoints$/);
  await expect(page.getByRole('link', { name: 'Download Endpoint Agent' })).toHaveAttribute(
    'href',
    /^\/downloads\?id=[0-9a-f-]{36}$/,
  );

  await page.getByRole('combobox', { name: 'Status' }).selectOption('Offline');
  await page.getByRole('combobox', { name: 'Containment' }).selectOption('Contained');
  await page.getByRole('button', { name: 'Endpoint Name' }).click();
  await page.getByRole('button', { name: 'Endpoint Name' }).click();
  await expect(page).toHaveURL(/\/dashboard\/endpoints\?status=Offline&containment=Contained&sort=-hostname$/);
  await expect(page.getByRole('columnheader', { name: 'Endpoint Name' })).toHaveAttribute('aria-sort', 'descending');
  const names = await column(page, 'Endpoint Name');
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(await column(page, 'Status'))).toEqual(new Set(['Offline']));
  expect(new Set(await column(page, 'Containment'))).toEqual(new Set(['Contained']));

  // A reload reopens the same view.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Offline');
  await expect(page.getByRole('combobox', { name: 'Containment' })).toHaveValue('Contained');
  await expect(page.getByRole('columnheader', { name: 'Endpoint Name' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => column(page, 'Endpoint Name')).toEqual(names);

  // Rows still incomplete after 30 s are reported, and the export is enabled.
  await page.clock.fastForward(ENDPOINT_COMPLETION_DEADLINE_MS);
  await expect(page.getByRole('alert').filter({ hasText: 'missing endpoint(s)' })).toHaveText(MISSING_WARNING);
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Northwind Health-agent-endpoints-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Endpoint Name,Last User,IP Address,Status,Operating System,Last Reported,Containment');
  const shown = await column(page, 'Endpoint Name');
  expect(lines.length - 1).toBe(await endpointCount(page));
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
  expect(lines.slice(1).every((line) => line.includes(',Offline,') && line.endsWith(',Contained'))).toBe(true);
});

test('endpoint status: remove an offline endpoint', async ({ page }) => {
  await page.clock.install();
  await signedIn(page, DIRECT);
  await page.goto('/dashboard/endpoints?status=Offline&sort=hostname');
  await expect(pager(page)).toHaveText(/^Showing 1 - 100 of [\d,]+ endpoints$/);
  // Rows completed first (the clock moved past the deadline), so the count is settled: agents whose query was in
  // progress join the table as their re-fetch answers, which would change the count around the removal.
  await page.clock.fastForward(ENDPOINT_COMPLETION_DEADLINE_MS);
  const before = await endpointCount(page);
  const [hostname = ''] = (await column(page, 'Endpoint Name')).filter((name) => name !== '');
  expect(hostname).not.toBe('');

  await page.getByRole('button', { name: `Remove ${hostname}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Offline Endpoint' });
  await expect(dialog).toContainText(`Are you sure you want to remove the offline endpoint ${hostname}?`);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Offline endpoint has been removed.')).toBeVisible();
  await expect(pager(page)).toHaveText(`Showing 1 - 100 of ${(before - 1).toLocaleString('en-US')} endpoints`);
  expect(await column(page, 'Endpoint Name')).not.toContain(hostname);

  // Gone on the server too: after a reload a search for it finds nothing (once the rows are completed, by 30 s).
  await page.goto(`/dashboard/endpoints?q=${encodeURIComponent(hostname)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Endpoint Status' })).toBeVisible();
  // The list is in and its rows are being completed, so the deadline's timer runs and moving the clock reaches it.
  await expect(page.getByRole('progressbar', { name: 'Loading endpoints', exact: true })).toBeVisible();
  await page.clock.fastForward(ENDPOINT_COMPLETION_DEADLINE_MS);
  await expect(page.getByText('No endpoints match the current filter criteria.')).toBeVisible();
});
