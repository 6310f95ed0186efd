import { expect, test } from '@playwright/test';
import { DEVICE_CONFIGS } from '@portal/fixtures/widgets/deviceConfigs';
import { DIRECT, resetDemo, signedIn } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The sample's `c`, built here with Node's Buffer rather than the portal's encoder. */
const c = Buffer.from(JSON.stringify(DEVICE_CONFIGS.static), 'utf8').toString('base64');
const EXPECTED_URL = `http://192.168.100.1/configure?c=${encodeURIComponent(c)}`;

test('opens a device configuration link built from a sample and copies its URL', async ({ page }) => {
  await resetDemo(page);
  await signedIn(page, DIRECT);
  await page.goto(`/device/configure?c=${encodeURIComponent(c)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Device Configuration' })).toBeVisible();
  await expect(page.getByText('Boston HQ')).toBeVisible();
  await expect(page.getByText('nwh-bos-s1')).toBeVisible();
  await expect(page.getByText('10.20.0.53, 10.20.0.54')).toBeVisible();
  await expect(page.getByRole('link', { name: EXPECTED_URL })).toHaveAttribute('href', EXPECTED_URL);

  await page.getByRole('button', { name: 'Copy configuration URL' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EXPECTED_URL);
});
