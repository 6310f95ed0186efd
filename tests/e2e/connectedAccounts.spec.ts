import { expect, test } from '@playwright/test';
import { DIRECT, resetDemo, signedIn } from './support';

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

test('a customer connects an AWS account in three steps, sees it pending under a ticket, edits it keeping the secret, and removes it', async ({
  page,
}) => {
  await signedIn(page, DIRECT);
  await page.goto('/connected-accounts');
  await page.getByRole('link', { name: 'Add Account' }).click();

  // Step 1: the account type and the application.
  await expect(page.getByRole('radio', { name: 'Cloud Detection and Response' })).toBeChecked();
  await page.getByRole('link', { name: 'Connect AWS CloudTrail' }).click();

  // Step 2: the account information.
  await expect(page).toHaveURL(/\/connected-accounts\/new\/aws_cloudtrail$/);
  await page.getByRole('textbox', { name: 'Account Name' }).fill('Staging AWS');
  await page.getByRole('textbox', { name: 'Role ARN' }).fill('arn:aws:iam::123456789012:role/Staging');
  await page.getByLabel(/^External ID/).fill('ext-1234');
  await page.getByRole('button', { name: 'Submit' }).click();

  // Step 3: the review with its ticket, then back to the list where it is pending.
  await expect(page.getByRole('link', { name: /^Ticket #\d+$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /Staging AWS/ });
  await expect(row.getByText('Connection pending')).toBeVisible();
  await expect(row.getByRole('link', { name: /^Ticket #\d+$/ })).toBeVisible();

  // Edit: rename it, keeping the secret with 'Use existing value'.
  await row.getByRole('link', { name: 'Edit Staging AWS' }).click();
  await expect(page.getByRole('checkbox', { name: /Use existing value for External ID/ })).toBeChecked();
  const name = page.getByRole('textbox', { name: 'Account Name' });
  await name.fill('Staging AWS (eu)');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/^Changes to Staging AWS \(eu\) were submitted under ticket #\d+\.$/)).toBeVisible();
  const edited = page.getByRole('row', { name: /Staging AWS \(eu\)/ });
  await expect(edited.getByText('Connection pending')).toBeVisible();

  // Remove: the pending request is cancelled.
  await edited.getByRole('button', { name: 'Remove Staging AWS (eu)' }).click();
  await page.getByRole('dialog', { name: 'Remove Account' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(/^The pending request for Staging AWS \(eu\) was cancelled/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Staging AWS/ })).toHaveCount(0);
});
