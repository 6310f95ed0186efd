import { expect, test } from '@playwright/test';
import { resetDemo, DIRECT } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

test('the demo QA control signs in as a persona and injects a fault', async ({ page }) => {
  await page.goto('/');
  const qa = page.getByRole('button', { name: 'Demo QA control' });
  await qa.click();
  const panel = page.getByRole('region', { name: 'Demo QA control' });
  await panel.getByLabel('Persona').selectOption({ label: 'Direct customer (Northwind Health)' });
  await panel.getByRole('button', { name: 'Sign in as persona' }).click();
  await expect(page.getByRole('button', { name: DIRECT.name })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText(DIRECT.name);

  await page.getByRole('button', { name: 'Demo QA control' }).click();
  await panel.getByLabel('Call').selectOption('userInfo');
  await panel.getByLabel('Fault').selectOption('500');
  await panel.getByRole('button', { name: 'Make this call fail' }).click();
  await expect(panel.getByRole('listitem')).toHaveText('userInfo: 500');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('alert')).toContainText('Internal server error.');
});
