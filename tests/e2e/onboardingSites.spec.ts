import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillHarborWarehouse } from './siteForm';
import { resetDemo, signedIn } from './support';

/** Cedar Point Marine: onboarding, ready to submit, three sites with sensors and scanners standing at them. */
const READY = { name: 'Camila Duarte', email: 'camila.duarte@cedar-point-marine.example' };

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

async function siteConfiguration(page: Page): Promise<Locator> {
  await signedIn(page, READY);
  await page.goto('/onboarding');
  const section = page.getByRole('region', { name: 'Site Configuration', exact: true });
  await expect(section.getByRole('grid', { name: 'Sites' })).toBeVisible();
  return section;
}

test('an onboarding customer adds a site with subnets, reads why a used site cannot be deleted, and marks the site list complete', async ({
  page,
}) => {
  const section = await siteConfiguration(page);
  const sites = section.getByRole('grid', { name: 'Sites' });
  await expect(section.getByRole('button', { name: /^Site List/ })).toContainText('3 sites');

  // Add a site with its subnets.
  await section.getByRole('button', { name: 'Add Site' }).click();
  const form = page.getByRole('dialog', { name: 'Add Site' });
  await fillHarborWarehouse(page, form, '10.40.0.0/16\n192.168.40.0/24, 8.8.8.8');
  await form.getByRole('textbox', { name: /^Notes/ }).click();
  await expect(form.getByText('Verify that all IPv4 addresses are private')).toBeVisible();
  await form.getByRole('textbox', { name: /^IP Subnets/ }).fill('10.40.0.0/16\n192.168.40.0/24');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(sites.getByRole('gridcell', { name: 'Harbor Warehouse', exact: true })).toBeVisible();
  await expect(sites.getByText('12 Dock Street, Portland, ME, US')).toBeVisible();
  await expect(section.getByRole('button', { name: /^Site List/ })).toContainText('4 sites');

  // The saved subnets come back in the form, one per line.
  await sites.getByRole('button', { name: 'Edit Harbor Warehouse' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Site' });
  await expect(edit.getByRole('textbox', { name: /^IP Subnets/ })).toHaveValue('10.40.0.0/16\n192.168.40.0/24');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // A site a sensor still stands at cannot be deleted, and the dialog says why.
  await sites.getByRole('button', { name: 'Delete Head Office' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Site' });
  const reason = 'Cannot delete Head Office. It still is used by sensor head-office-sensor-1.';
  await expect(confirm.getByRole('alert')).toHaveText(reason);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(confirm.getByRole('alert')).toHaveText(reason);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(sites.getByRole('gridcell', { name: 'Head Office', exact: true })).toBeVisible();

  // Mark the site list complete (it was complete: first incomplete, then complete again); it stays after a reload.
  await section.getByRole('button', { name: 'Mark Incomplete' }).click();
  await section.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(section.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Site Configuration', exact: true });
  await expect(reloaded.getByRole('button', { name: /^Site List/ })).toContainText('4 sitesComplete');
});

test('a customer whose details are submitted reads the sites without any site controls', async ({ page }) => {
  await signedIn(page, { name: 'Felix Andersson', email: 'felix.andersson@driftwood-outfitters.example' });
  await page.goto('/onboarding');
  const section = page.getByRole('region', { name: 'Site Configuration', exact: true });
  await expect(section.getByRole('gridcell', { name: 'Head Office', exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Mark Incomplete' })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Add Site' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});
