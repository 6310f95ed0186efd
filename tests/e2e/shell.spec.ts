import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMERS } from '@portal/fixtures';
import { resetDemo, DIRECT, MSP, signedIn, STAFF } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('an MSP user switches to an end customer; nothing of the old customer stays on screen', async ({ page }) => {
  await signedIn(page, MSP);
  await expect(page).toHaveURL(/\/msp$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome ${MSP.name}` })).toBeVisible();
  // The starting customer has an incident notification; the end customer we switch to has none.
  await expect(page.getByText('Info', { exact: true })).toBeVisible();
  await expect(page.locator('tr[aria-current="true"]')).toContainText(MSP.customer);

  await page.getByRole('button', { name: 'Westbrook Manufacturing', exact: true }).click();
  await expect(toast(page)).toContainText('You are now logged in as Westbrook Manufacturing.');
  await expect(page.getByText('Info', { exact: true })).toHaveCount(0);
  await page.goto('/account');
  const account = page.getByRole('region', { name: 'Account details' });
  await expect(account).toContainText('Westbrook Manufacturing');
  await expect(page.locator('#root')).not.toContainText(MSP.customer);
});

test('an impersonation link asks first; an MSP user who confirms lands on the MSP dashboard', async ({ page }) => {
  await signedIn(page, MSP);
  await page.goto(`/dashboard?impersonate=${DEMO_CUSTOMERS.alderStreetBakery}`);
  const dialog = page.getByRole('dialog', { name: 'Switch customer' });
  await expect(dialog).toContainText('Switch to customer Alder Street Bakery?');
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(toast(page)).toContainText('You are now logged in as Alder Street Bakery.');
  await expect(page).toHaveURL(/\/msp$/);
  await expect(page.locator('tr[aria-current="true"]')).toContainText('Alder Street Bakery');
});

test('provider staff switch customers on the switch page, and a selection is required', async ({ page }) => {
  await signedIn(page, STAFF);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Switch Customers' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch Customer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Select a customer to switch to');
  await page.getByRole('combobox', { name: 'Customer', exact: true }).selectOption({ label: 'Bramblewood Dental' });
  await page.getByRole('button', { name: 'Switch Customer' }).click();
  await expect(toast(page)).toContainText('You are now logged in as Bramblewood Dental.');
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText('Bramblewood Dental');
  await expect(page.locator('#root')).not.toContainText(STAFF.customer);
});

test('staff without a customer: a page of customer data sends them to the customer switch', async ({ page }) => {
  await signedIn(page, { name: 'Riley Chen', email: 'riley.chen@provider.example' });
  await expect(page).toHaveURL(/\/customers$/);
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'No customer selected' })).toBeVisible();
  await page.getByRole('link', { name: 'Switch Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Switch Customers' })).toBeVisible();
});

test('the menus work from the keyboard alone', async ({ page }) => {
  await signedIn(page, STAFF);
  const userMenu = page.getByRole('button', { name: STAFF.name });
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    if (await userMenu.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(userMenu).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Allotment Update' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(userMenu).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(menu.getByRole('menuitem').first()).toHaveText('Switch Customers');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customers$/);
});

test('keyboard shortcuts: Shift+? lists them and g then m opens the MSP dashboard', async ({ page }) => {
  await signedIn(page, MSP);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText(MSP.name);
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('g');
  await page.keyboard.press('m');
  await expect(page).toHaveURL(/\/msp$/);
});

test('with no unified-portal host configured (the demo) the portal serves the unified-portal pages itself', async ({
  page,
}) => {
  await signedIn(page, DIRECT);
  await page.goto('/tickets?status=open');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\?status=open$/);
  for (const [path, heading] of [
    ['/reports?page=2', 'Reports'],
    ['/logsearch', 'Log Search'],
    ['/logsearch/activity', 'Search Activity'],
    ['/downloads', 'Downloads'],
    ['/data/flow/protocol', 'Flow Data'],
    ['/whitelistable-ips', 'IP Addresses'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  }
  await page.goto('/data?location=Chicago');
  await expect(page).toHaveURL(/\/data\/flow\/device\?location=Chicago$/);
  // Any other data route: the flow page, with its query (portal-core §2).
  await page.goto('/data/xyz?location=Chicago');
  await expect(page).toHaveURL(/\/data\/flow\/device\?location=Chicago$/);
  // The service endpoints allow-list opens the allow-list this portal has.
  await page.goto('/service-endpoints');
  await expect(page.getByRole('heading', { level: 1, name: 'IP Addresses' })).toBeVisible();
  await expect(page).toHaveURL(/\/whitelistable-ips$/);
});

test('forbidden routes, malformed ids and the deprecated credentials route', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await page.goto('/connected-accounts/edit/6F1C2A3E-8D4B-4C7A-9E2F-1A2B3C4D5E6F');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/connected-accounts/edit/6f1c2a3e-8d4b-4c7a-9e2f-1a2b3c4d5e6f');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Account' })).toBeVisible();
  await page.goto('/credentials');
  await expect(page).toHaveURL(/\/connected-accounts$/);
  await page.goto('/dashboard/security-score');
  await expect(page).toHaveURL(/\/dashboard\/coverage-score$/);
});
