import { expect, test, type Page } from '@playwright/test';
import { resetDemo, signedIn } from './support';

/** Ashgrove Clinics: onboarding not started, nothing entered yet. */
const NOT_STARTED = { name: 'Noor Haddad', email: 'noor.haddad@ashgrove-clinics.example' };

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

async function openOverview(page: Page) {
  await signedIn(page, NOT_STARTED);
  await page.goto('/onboarding');
}

test('a customer fills the endpoint configuration and marks it complete; it stays after a reload', async ({ page }) => {
  await openOverview(page);
  const endpoint = page.getByRole('region', { name: 'Endpoint Configuration', exact: true });

  // Endpoint Security Solutions: a cloud product, no on-prem product.
  const solutionsHeader = endpoint.getByRole('button', { name: /^Endpoint Security Solutions/ });
  await solutionsHeader.click();
  const solutions = endpoint.getByRole('region', { name: /^Endpoint Security Solutions/ });
  await expect(solutions.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  await solutions.getByRole('combobox', { name: /^Cloud Endpoint Security Solutions/ }).click();
  await page.getByRole('option', { name: 'SentinelOne Singularity' }).click();
  await expect(solutions.getByRole('button', { name: 'Remove SentinelOne Singularity' })).toBeVisible();
  await page.keyboard.press('Escape');
  await solutions.getByRole('checkbox', { name: 'I do not use an on-premises endpoint security solution' }).check();
  await solutions.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(solutions.getByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
  await expect(solutionsHeader).toContainText('Complete');

  // Endpoint Agent Settings: counts from the §9 choices.
  const agentsHeader = endpoint.getByRole('button', { name: /^Endpoint Agent Settings/ });
  await agentsHeader.click();
  const agents = endpoint.getByRole('region', { name: /^Endpoint Agent Settings/ });
  await agents.getByRole('combobox', { name: /^Windows Endpoints/ }).selectOption({ label: 'Up to 500' });
  await agents.getByRole('combobox', { name: /^Linux Endpoints/ }).selectOption({ label: 'Up to 250' });
  await agents.getByRole('checkbox', { name: 'Sysmon is installed on the Windows endpoints' }).check();
  await agents.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(agents.getByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
  await expect(agentsHeader).toContainText('Complete');
  // The button shows the new flag at once and is busy until the save is done; a reload before then would cancel it.
  await expect(agents.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();

  await page.reload();
  await endpoint.getByRole('button', { name: /^Endpoint Agent Settings/ }).click();
  await expect(agents.getByRole('combobox', { name: /^Windows Endpoints/ })).toHaveValue('500');
  await expect(agents.getByRole('checkbox', { name: 'Sysmon is installed on the Windows endpoints' })).toBeChecked();
  await expect(endpoint.getByRole('button', { name: /^Endpoint Security Solutions/ })).toContainText('Complete');
  await expect(endpoint.getByRole('button', { name: /^Endpoint Agent Settings/ })).toContainText('Complete');
});

test('a customer fills the virtual scanner settings and they are complete', async ({ page }) => {
  await openOverview(page);
  const siteConfiguration = page.getByRole('region', { name: 'Site Configuration', exact: true });
  const header = siteConfiguration.getByRole('button', { name: /^Virtual Scanner Settings/ });
  await expect(header).toContainText('Incomplete');
  await header.click();
  const scanner = siteConfiguration.getByRole('region', { name: /^Virtual Scanner Settings/ });
  await expect(scanner.getByText('16 GB RAM')).toBeVisible();
  await scanner.getByRole('radio', { name: 'Amazon Web Services' }).check();
  await scanner.getByRole('checkbox', { name: 'The virtual machine meets these minimum requirements' }).check();
  await expect(header).toContainText('Complete');
  await expect(header).not.toContainText('Incomplete');

  await page.reload();
  await siteConfiguration.getByRole('button', { name: /^Virtual Scanner Settings/ }).click();
  await expect(scanner.getByRole('radio', { name: 'Amazon Web Services' })).toBeChecked();
  await expect(
    scanner.getByRole('checkbox', { name: 'The virtual machine meets these minimum requirements' }),
  ).toBeChecked();
});
