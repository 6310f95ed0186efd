import { expect, test } from '@playwright/test';
import { DIRECT, resetDemo, signedIn, STAFF } from './support';

test('provider staff update an allotment from the user menu', async ({ page }) => {
  await resetDemo(page);
  await signedIn(page, STAFF);
  await page.getByRole('button', { name: STAFF.name }).click();
  await page.getByRole('menuitem', { name: 'Allotment Update' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Allotment Update' })).toBeVisible();

  const quantity = page.getByRole('spinbutton', { name: /^Quantity/ });
  await expect(quantity).toHaveValue('0');
  await page.getByRole('combobox', { name: /^Hardware/ }).selectOption({ label: '3000 Series Sensor (10 Gbps)' });
  await quantity.fill('5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Allotment updated.')).toBeVisible();
  await expect(page.locator('dt', { hasText: '3000 Series Sensor (10 Gbps)' }).locator('+ dd')).toHaveText('5');
});

test('a customer neither sees nor opens the Allotment Update', async ({ page }) => {
  await resetDemo(page);
  await signedIn(page, DIRECT);
  await page.getByRole('button', { name: DIRECT.name }).click();
  await expect(page.getByRole('menuitem', { name: 'IP addresses' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Allotment Update' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/allotment');
  await expect(page.getByRole('heading', { level: 1, name: /^(Access denied|Page not found)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Allotment Update' })).toHaveCount(0);
});
