import { expect, test, type Page } from '@playwright/test';
import { clearFaults, DIRECT, resetDemo, setFault, signedIn } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

/** Signs in as the direct customer and opens the dashboard from the navigation bar. */
async function openDashboard(page: Page): Promise<void> {
  await signedIn(page, DIRECT);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('the dashboard shows the direct customer’s panels from the demo API', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('meter', { name: 'Coverage score' })).toHaveAttribute('aria-valuenow', '79');
  const endpoints = page.getByRole('region', { name: 'Online Endpoints' });
  await expect(endpoints).toContainText('69 endpoints are contained');
  await expect(endpoints).toContainText('The number of endpoint agents that have reported within the last 72 hours.');
  await expect(page.getByRole('region', { name: 'Sensor/Scanner Status' })).toContainText(
    'Some of your sensors and scanners are experiencing problems.',
  );
  await expect(page.getByRole('region', { name: 'Top Countries' }).getByRole('table')).toContainText('United States');
});

const TILE_LINKS = [
  { tile: 'Coverage Score', link: 'View coverage score', url: /\/dashboard\/coverage-score$/, h1: 'Coverage Score' },
  { tile: 'Online Endpoints', link: 'View endpoint status', url: /\/dashboard\/endpoints$/, h1: 'Endpoint Status' },
  {
    tile: 'Sensor/Scanner Status',
    link: 'View sensor status',
    url: /\/dashboard\/sensors$/,
    h1: 'Sensor & Scanner Status',
  },
] as const;

for (const { tile, link, url, h1 } of TILE_LINKS) {
  test(`the ${tile} tile links to its page`, async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('region', { name: tile }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  });
}

test('a failing agent list shows in Online Endpoints only, and Retry reloads it', async ({ page }) => {
  await setFault(page, 'agents', 500);
  await openDashboard(page);
  const endpoints = page.getByRole('region', { name: 'Online Endpoints' });
  await expect(endpoints.getByRole('alert')).toContainText('Internal server error.');
  await expect(page.getByRole('meter', { name: 'Coverage score' })).toBeVisible();
  await clearFaults(page);
  await endpoints.getByRole('button', { name: 'Retry' }).click();
  await expect(endpoints).toContainText('69 endpoints are contained');
});
