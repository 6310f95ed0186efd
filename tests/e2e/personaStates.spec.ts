import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMERS, DEMO_USERS, DemoDatabase } from '@portal/fixtures';
import { resetDemo, signedIn } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

/**
 * States of the specs that only the personas made for them reach in the running demo (the README's persona list):
 * each is opened here as a user would, so a change to the demo data that loses one fails here, not in acceptance.
 */

/** The connected account of Kestrel Valley Transit whose type no schema names (read from the demo data). */
function unknownTypeAccount(): string {
  const credential = new DemoDatabase()
    .customer(DEMO_CUSTOMERS.onboardingNoFlags)
    .credentials.find((candidate) => candidate.name === 'Legacy SIEM forwarder');
  if (!credential) throw new Error('the demo data lacks the account of unknown type');
  return credential.uuid;
}

test('without feature flags: no virtual sensors, the virtual log collector, an account of unknown type', async ({
  page,
}) => {
  await signedIn(page, DEMO_USERS.onboardingNoFlags);
  await page.goto('/dashboard/sensors/virtual');
  await expect(page.getByText('No Virtual Sensors are installed')).toBeVisible();

  await page.goto('/onboarding');
  const siteConfiguration = page.getByRole('region', { name: 'Site Configuration', exact: true });
  await expect(siteConfiguration.getByText('Virtual Log Collector Settings').first()).toBeVisible();

  await page.goto(`/connected-accounts/edit/${unknownTypeAccount()}`);
  await expect(page.getByText('Unable to determine type of credential. Please contact your CST.')).toBeVisible();
});

test('Northwind without feature flags: the virtual-only appliance list has no Platform column', async ({ page }) => {
  const appliances = new DemoDatabase().customer(DEMO_CUSTOMERS.direct).appliances;
  const physical = appliances.find((appliance) => appliance.product_type === 'physical');
  const virtual = appliances.find((appliance) => appliance.product_type !== 'physical');
  if (!physical || !virtual) throw new Error('the demo data lacks a physical or a virtual appliance at Northwind');
  await signedIn(page, DEMO_USERS.directNoFlags);
  await page.goto('/dashboard/sensors/virtual');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('gridcell', { name: virtual.short_name, exact: true })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: physical.short_name, exact: true })).toHaveCount(0);
  await expect(grid.getByRole('columnheader', { name: 'Platform' })).toHaveCount(0);
});

test('add-on services only: contacts and internet exposure, no site configuration', async ({ page }) => {
  await signedIn(page, DEMO_USERS.onboardingAddOnOnly);
  await page.goto('/onboarding');
  await expect(page.getByRole('region', { name: 'Contacts', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Internet Exposure', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Site Configuration', exact: true })).toHaveCount(0);
});

test('an incident-response retainer only: no internet exposure, Cyber JumpStart in the app switcher', async ({
  page,
}) => {
  await signedIn(page, DEMO_USERS.onboardingIrRetainer);
  await page.goto('/onboarding');
  await expect(page.getByRole('region', { name: 'Contacts', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Internet Exposure', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Apps' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: /Cyber JumpStart/ })).toBeVisible();
});
