import { expect, test } from '@playwright/test';
import { resetDemo, signedIn } from './support';

/** Ashgrove Clinics: onboarding not started; bought the AWS and Office 365 cloud sensors. */
const NOT_STARTED = { name: 'Noor Haddad', email: 'noor.haddad@ashgrove-clinics.example' };

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

test('an onboarding customer fills the AWS and Office 365 cloud sensors and marks them complete', async ({ page }) => {
  await signedIn(page, NOT_STARTED);
  await page.goto('/onboarding');
  const cloud = page.getByRole('region', { name: 'Cloud Sensor Configuration', exact: true });

  // AWS: Mark Complete waits for a region; the choices save as they are made.
  const awsHeader = cloud.getByRole('button', { name: /^AWS/ });
  await awsHeader.click();
  const aws = cloud.getByRole('form', { name: 'AWS' });
  await expect(aws.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  await aws.getByRole('combobox', { name: /^Regions/ }).click();
  await page.getByRole('option', { name: 'us-east-1' }).click();
  await page.getByRole('option', { name: 'eu-west-1' }).click();
  await page.keyboard.press('Escape');
  await aws.getByRole('checkbox', { name: 'GuardDuty' }).check();
  await aws.getByRole('checkbox', { name: 'CloudTrail' }).check();
  await aws.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(aws.getByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
  await expect(awsHeader).toHaveText(/Complete$/);

  // Office 365: the licence tier, DLP, then complete.
  const officeHeader = cloud.getByRole('button', { name: /^Office 365/ });
  await officeHeader.click();
  const office = cloud.getByRole('form', { name: 'Office 365' });
  await expect(office.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  await office.getByRole('radio', { name: 'E3' }).check();
  await office.getByRole('checkbox', { name: 'DLP' }).check();
  await office.getByRole('button', { name: 'Mark Complete' }).click();
  // The button is busy until the save has answered: then the section can be read again.
  await expect(office.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();
  await expect(officeHeader).toHaveText(/Complete$/);

  // Saved on the server: a reload shows the same.
  await page.reload();
  await cloud.getByRole('button', { name: /^AWS/ }).click();
  await expect(cloud.getByRole('form', { name: 'AWS' }).getByText('eu-west-1')).toBeVisible();
  await expect(cloud.getByRole('form', { name: 'AWS' }).getByRole('checkbox', { name: 'GuardDuty' })).toBeChecked();
  await expect(cloud.getByRole('button', { name: /^AWS/ })).toHaveText(/Complete$/);
  await expect(cloud.getByRole('button', { name: /^Office 365/ })).toHaveText(/Complete$/);
});
