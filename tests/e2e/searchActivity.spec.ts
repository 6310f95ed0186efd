import { expect, test } from '@playwright/test';
import { DIRECT, resetDemo, signedIn } from './support';

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

const QUERY = 'dst_port=3389';

test('a direct customer retries a finished search from Search Activity, waits for it, then deletes it', async ({
  page,
}) => {
  await signedIn(page, DIRECT);
  await page.goto('/logsearch/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Activity' })).toBeVisible();

  const grid = page.getByRole('grid', { name: 'Past searches' });
  const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name: QUERY, exact: true }) });
  await expect(row.getByText('Finished')).toBeVisible();
  const oldHref = await row.getByRole('link', { name: QUERY, exact: true }).getAttribute('href');
  expect(oldHref).toMatch(/^\/logsearch\/search\/[0-9a-f-]{36}$/);

  // Retry: a new search from the same request, the old one deleted.
  await row.getByRole('button', { name: `Retry search ${QUERY}` }).click();
  await expect(page.getByText('Search started again.')).toBeVisible();
  await expect(row.getByText(/^Running \d+%$/)).toBeVisible();
  await expect(row.getByRole('link', { name: QUERY, exact: true })).not.toHaveAttribute('href', oldHref ?? '');
  await expect(grid.getByRole('link', { name: QUERY, exact: true })).toHaveCount(1);
  // Polled by id until it settles.
  await expect(row.getByText('Finished')).toBeVisible({ timeout: 20_000 });

  // The new search opens at /logsearch/search/:searchId.
  const newHref = await row.getByRole('link', { name: QUERY, exact: true }).getAttribute('href');
  expect(newHref).toMatch(/^\/logsearch\/search\/[0-9a-f-]{36}$/);

  await row.getByRole('button', { name: `Delete search ${QUERY}` }).click();
  await expect(page.getByText('Search deleted.')).toBeVisible();
  await expect(grid.getByRole('link', { name: QUERY, exact: true })).toHaveCount(0);

  // The server forgot it: a reload lists the other searches, not this one.
  await page.reload();
  await expect(grid.getByRole('link', { name: 'EventID=4625 AND user=admin*', exact: true })).toBeVisible();
  await expect(grid.getByRole('link', { name: QUERY, exact: true })).toHaveCount(0);

  // Opening a search goes to its own page.
  await grid.getByRole('link', { name: 'EventID=4625 AND user=admin*', exact: true }).click();
  await expect(page).toHaveURL(/\/logsearch\/search\/[0-9a-f-]{36}$/);
});
