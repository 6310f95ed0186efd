import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMERS, DemoDatabase } from '@portal/fixtures';
import { clearFaults, DIRECT, resetDemo, setFault, signedIn } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

/** The direct customer's DOWN physical sensors, as the demo API seeds them (read from the demo data). */
function downPhysicalSensors(): string[] {
  return new DemoDatabase()
    .customer(DEMO_CUSTOMERS.direct)
    .sensors.filter(
      (sensor) => sensor.type === 'physical' && sensor.configuration !== 'scanner' && sensor.health === 'DOWN',
    )
    .map((sensor) => sensor.shorthand ?? sensor.id);
}

test('a direct customer opens the sensors page: a DOWN sensor is listed first in its group', async ({ page }) => {
  const down = downPhysicalSensors();
  expect(down.length, 'the direct customer has a DOWN physical sensor in the demo').toBeGreaterThan(0);
  await signedIn(page, DIRECT);
  await page.goto('/dashboard/sensors');
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor & Scanner Status' })).toBeVisible();

  const physical = page.getByRole('region', { name: 'Physical Sensors' });
  const firstRow = physical.getByRole('row').nth(1);
  await expect(firstRow.getByRole('rowheader')).toHaveText(down[0] ?? '');
  await expect(firstRow).toContainText('Unhealthy');
  await expect(physical.getByRole('img', { name: /^hq-core-01 observations: / })).toBeVisible();
  for (const name of ['Virtual Sensors', 'Risk Scanners', 'Cloud Sensors'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Updated just now')).toBeVisible();
  // Beyond the spec: the OK cloud sensor that sends nothing is flagged.
  const cloud = page.getByRole('region', { name: 'Cloud Sensors' });
  await expect(cloud.getByRole('rowheader', { name: /^box/ })).toContainText('No recent data');
});

test('a failing sensor metrics call shows its message with Retry, which brings the sensors back', async ({ page }) => {
  await signedIn(page, DIRECT);
  await setFault(page, 'sensorMetrics', 504);
  await page.goto('/dashboard/sensors');
  await expect(page.getByRole('alert')).toContainText('Error retrieving data. Reason: API Timeout.');

  await clearFaults(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Physical Sensors' })).toContainText('hq-core-01');
});
