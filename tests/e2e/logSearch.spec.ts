import { expect, test } from '@playwright/test';
import { DIRECT, resetDemo, signedIn } from './support';

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

test('a direct customer runs a log search over a typed time range, pages through the results and downloads an export', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedIn(page, DIRECT);
  await page.goto('/logsearch');
  await expect(page.getByRole('heading', { level: 1, name: 'Log Search' })).toBeVisible();
  const form = page.getByRole('search', { name: 'New search' });
  await expect(form.getByRole('checkbox', { name: 'Case sensitive' })).toBeChecked();

  // Yesterday from 08:00 to 17:30, chosen on the calendar and typed.
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  const dayName = yesterday.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  await form.getByRole('button', { name: /^Time range:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the time range' });
  const day = dialog.getByRole('button', { name: new RegExp(`${dayName}$`) });
  await day.click();
  await day.click();
  await dialog.getByRole('textbox', { name: 'Start time' }).fill('08:00');
  await dialog.getByRole('textbox', { name: 'End time' }).fill('17:30');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('button', { name: /^Time range:/ })).toContainText(`${isoDay(yesterday)} 08:00 to 17:30`);

  // Enter in the query runs the search with the typed range.
  const started = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/logsearch',
  );
  await form.getByRole('searchbox', { name: 'Query' }).fill('dst_port=3389');
  await form.getByRole('searchbox', { name: 'Query' }).press('Enter');
  const body: unknown = (await started).postDataJSON();
  const from = new Date(yesterday);
  from.setHours(8, 0, 0, 0);
  const to = new Date(yesterday);
  to.setHours(17, 30, 59, 999);
  expect(body).toEqual({
    query: 'dst_port=3389',
    start_time: from.toISOString(),
    end_time: to.toISOString(),
    case_sensitive: true,
    log_sources_tags: [],
  });
  await expect(page).toHaveURL(/\/logsearch\/search\/[0-9a-f-]+$/);
  const searchId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('progressbar', { name: 'Searching logs' })).toBeVisible();

  // Polled until 100 %: the count and the available count, then the first of two pages.
  await expect(page.getByText('3,964 results found, 2,000 available')).toBeVisible({ timeout: 20_000 });
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await expect(page.getByRole('grid', { name: 'Log search results' }).getByRole('row').nth(1)).toBeVisible();
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(new RegExp(`/logsearch/search/${searchId}\\?page=2$`));
  await expect(page.getByRole('navigation', { name: 'Result pages' })).toContainText('Page 2 of 2');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Result pages' })).toContainText('Page 2 of 2');

  // Export (csv in a zip by default), polled until complete, then the download link.
  await page.getByRole('button', { name: 'Export results' }).click();
  await expect(page.getByText('Export started.')).toBeVisible();
  const link = page
    .getByRole('list', { name: 'Exports of this search' })
    .getByRole('link', { name: 'Download export' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^https://downloads\\.example\\.com/logsearch/${searchId}/[0-9a-f-]+\\.zip$`),
  );
});
