import { expect, test, type Page } from '@playwright/test';
import { clearFaults, DIRECT, resetDemo, setFault, signedIn } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

/** The page with its three sections, each with the demo customer's data. */
async function expectStatusPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible();
  const sites = page.getByRole('region', { name: 'Sites and sensors' });
  await expect(sites.getByRole('heading', { name: 'Head Office' })).toBeVisible();
  await expect(sites.getByRole('row', { name: /hq-core-01/ })).toContainText('installed');
  await expect(sites.getByRole('row', { name: /branch-west-01/ })).toContainText('shipped');
  await expect(sites.getByRole('row', { name: /branch-west-01/ }).getByRole('img', { name: 'Fail' })).toBeVisible();
  const agents = page.getByRole('region', { name: 'Online agents' });
  await expect(agents).toContainText('2,276 of 2,600 agents online');
  const products = page.getByRole('region', { name: 'Purchased products and add-ons' });
  await expect(products).toContainText('Managed Detection and Response');
  await expect(products).toContainText('Office 365');
  for (const region of [sites, agents, products]) await expect(region).toContainText('Updated just now');
}

test("the direct customer opens the Status Page from the user menu: sites' sensors, online agents, purchases", async ({
  page,
}) => {
  await signedIn(page, DIRECT);
  await page.getByRole('button', { name: DIRECT.name }).click();
  await page.getByRole('menuitem', { name: 'Status Page' }).click();
  await expect(page).toHaveURL(/\/status$/);
  await expectStatusPage(page);

  await page.goto('/dashboard/status');
  await expectStatusPage(page);
});

test('a failing section shows its own message and retries on its own; the rest of the page stays', async ({ page }) => {
  await signedIn(page, DIRECT);
  await setFault(page, 'agents', 500);
  await page.goto('/status');
  const agents = page.getByRole('region', { name: 'Online agents' });
  await expect(agents.getByRole('alert')).toContainText('Failed to fetch agent data');
  await expect(agents.getByRole('alert')).toContainText('Internal server error.');
  await expect(page.getByRole('region', { name: 'Sites and sensors' })).toContainText('Head Office');

  await clearFaults(page);
  await agents.getByRole('button', { name: 'Retry' }).click();
  await expect(agents).toContainText('2,276 of 2,600 agents online');
});

test('the online agents sort is kept in the address, so a reload shows the same order', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/status');
  const agents = page.getByRole('region', { name: 'Online agents' });
  await agents.getByRole('button', { name: 'Hostname' }).click();
  await expect(page).toHaveURL(/sort=hostname/);
  // Read once the rows show the sort (the address may change a render before the rows do).
  const hostnames = () =>
    agents
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('[role="gridcell"]')?.textContent ?? ''));
  await expect
    .poll(async () => {
      const names = await hostnames();
      return (
        names.length > 1 &&
        names.every((name, index) => index === 0 || (names[index - 1] ?? '').localeCompare(name) <= 0)
      );
    })
    .toBe(true);
  const firstHost = agents.getByRole('row').nth(1).getByRole('gridcell').first();
  const before = await firstHost.innerText();
  await page.reload();
  await expect(agents.getByRole('columnheader', { name: 'Hostname' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstHost).toHaveText(before);
});
