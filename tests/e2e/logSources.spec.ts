import { expect, test } from '@playwright/test';
import { clearFaults, DIRECT, resetDemo, setFault, signedIn } from './support';

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

test.afterEach(async ({ page }) => {
  await clearFaults(page);
});

test('a direct customer adds a tag to a log source and removes it again; a parser tag is refused', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/logsearch/sources');
  await expect(page.getByRole('heading', { level: 1, name: 'Log Sources' })).toBeVisible();

  const firewall = page.getByRole('listitem', { name: 'Perimeter firewall' });
  const tags = firewall.getByRole('list', { name: 'Tags of Perimeter firewall' });
  const field = firewall.getByRole('textbox', { name: 'New tag for Perimeter firewall' });

  // A reserved parser tag never leaves the page.
  await field.fill('windows');
  await firewall.getByRole('button', { name: 'Add tag' }).click();
  await expect(
    firewall.getByText('“windows” is a reserved parser tag: the parser sets it, so it cannot be added by hand.'),
  ).toBeVisible();

  await field.fill('pci-scope');
  await field.press('Enter');
  await expect(tags.getByText('pci-scope', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('');

  await page.reload();
  await expect(tags.getByText('pci-scope', { exact: true })).toBeVisible();

  await tags.getByRole('button', { name: 'Remove the tag pci-scope from Perimeter firewall' }).click();
  await expect(tags.getByText('pci-scope', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(tags.getByText('perimeter', { exact: true })).toBeVisible();
  await expect(tags.getByText('pci-scope', { exact: true })).toHaveCount(0);
});

test('a failed tag change keeps what was typed; a failed list still leaves the search usable', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/logsearch/sources');
  const proxy = page.getByRole('listitem', { name: 'Web proxy' });
  const field = proxy.getByRole('textbox', { name: 'New tag for Web proxy' });
  await expect(field).toBeVisible();

  await setFault(page, 'logSourceTag', 500);
  await field.fill('egress-eu');
  await proxy.getByRole('button', { name: 'Add tag' }).click();
  await expect(proxy.getByRole('alert')).toHaveText('Unable to add the tag “egress-eu”. Internal server error.');
  await expect(field).toHaveValue('egress-eu');

  await setFault(page, 'logSources', 500);
  await page.reload();
  await expect(
    page.getByText('Unable to retrieve the available log sources. You can still perform a search.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Log Search' }).click();
  await expect(page).toHaveURL(/\/logsearch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log Search' })).toBeVisible();
});
