import { expect, test } from '@playwright/test';

test('the portal loads its account details from the demo API over HTTP', async ({ page }) => {
  const userInfo = page.waitForResponse((response) => response.url().endsWith('/api/v2/userinfo'));
  await page.goto('/');
  expect((await userInfo).status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: 'Portal' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText('Dana Reyes');
  await expect(account).toContainText('Northwind Health');
});

test('refreshing the account details confirms with a status message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Refresh' }).click();
  const notifications = page.getByRole('list', { name: 'Notifications' });
  await expect(notifications).toContainText('Account details refreshed.');
  await notifications.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(notifications).not.toContainText('Account details refreshed.');
});

test('an unknown path shows the fallback page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the portal home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Your account' })).toBeVisible();
});

test('the portal follows the operating system colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
});
