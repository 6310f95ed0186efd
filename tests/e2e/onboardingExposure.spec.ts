import { expect, test } from '@playwright/test';
import { resetDemo, signedIn } from './support';

/** Birchfield Legal: onboarding partially completed; its hosts include a domain that does not resolve. */
const PARTIAL = { name: 'Owen Fitzgerald', email: 'owen.fitzgerald@birchfield-legal.example' };

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

test('an onboarding customer enters external hosts with a reserved TLD, fixes it, confirms ownership and completes Internet Exposure', async ({
  page,
}) => {
  await signedIn(page, PARTIAL);
  await page.goto('/onboarding');
  const section = page.getByRole('region', { name: 'Internet Exposure', exact: true });
  const warning = section.getByRole('alert');
  await expect(warning).toContainText('The following domains do not resolve:');
  await expect(warning.getByText('legacy-portal.example.org')).toBeVisible();

  // A reserved top-level domain is refused.
  const domains = section.getByRole('textbox', { name: 'DNS domains' });
  await domains.fill('www.example.com\nintranet.local');
  await domains.blur();
  await expect(section.getByText('Remove reserved top-level domain (TLD) names')).toBeVisible();

  // Fixed, the list saves when the box is left: the server no longer reports the old domain.
  await domains.fill('www.example.com\nportal.birchfield-legal.com');
  await domains.blur();
  await expect(section.getByText('Remove reserved top-level domain (TLD) names')).toHaveCount(0);
  await expect(warning.getByText('legacy-portal.example.org')).toHaveCount(0);
  await expect(warning.getByText('198.51.100.250')).toBeVisible();

  // Confirm ownership, acknowledge the monthly scans, and complete the section.
  await section.getByRole('checkbox', { name: 'I confirm that my organization owns these DNS domains' }).check();
  await section.getByRole('button', { name: /^Vulnerability Scan Configuration/ }).click();
  await section
    .getByRole('checkbox', { name: 'I acknowledge the monthly external vulnerability scans of my external hosts' })
    .check();
  const mark = section.getByRole('button', { name: 'Mark Complete' });
  await expect(mark).toBeEnabled();
  await mark.click();
  await expect(section.getByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
  await expect(section.getByRole('button', { name: /^External Scan Hosts/ })).toContainText('Complete');

  // Saved on the server: a reload shows the new domains and the completed section.
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Internet Exposure', exact: true });
  await expect(reloaded.getByRole('textbox', { name: 'DNS domains' })).toHaveValue(
    'www.example.com\nportal.birchfield-legal.com',
  );
  await expect(reloaded.getByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
});
