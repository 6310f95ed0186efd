import { expect, test, type Locator } from '@playwright/test';
import { resetDemo, signedIn } from './support';

/**
 * Birchfield Legal: onboarding partially completed — contacts and sites are complete; endpoint, cloud sensors and
 * internet exposure are not. Issue 16's closing journey: finish all three, then the checklist offers the submission.
 */
const PARTIAL = { name: 'Owen Fitzgerald', email: 'owen.fitzgerald@birchfield-legal.example' };

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

/** Opens a cloud part and marks it complete, waiting for the save to answer. */
async function completeCloudPart(cloud: Locator, title: string) {
  const header = cloud.getByRole('button', { name: new RegExp(`^${title}`) });
  await header.click();
  const form = cloud.getByRole('form', { name: title });
  await form.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(form.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();
  await expect(header).toHaveText(/Complete$/);
  await header.click();
}

test('an onboarding customer completes the endpoint, cloud sensor and internet exposure sections, and submits', async ({
  page,
}) => {
  await signedIn(page, PARTIAL);
  await page.goto('/onboarding');
  const checklist = page.getByRole('region', { name: 'Checklist' });
  await expect(checklist).toContainText('3 incomplete section(s) remaining.');

  // Endpoint: the solutions are complete already; the agent settings are filled in and only need marking.
  const endpoint = page.getByRole('region', { name: 'Endpoint Configuration', exact: true });
  await endpoint.getByRole('button', { name: /^Endpoint Agent Settings/ }).click();
  const agents = endpoint.getByRole('region', { name: /^Endpoint Agent Settings/ });
  await agents.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(agents.getByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
  await expect(checklist).toContainText('2 incomplete section(s) remaining.');

  // Cloud sensors: AWS and Office 365 (what Birchfield bought) are complete; geo login has its countries.
  const cloud = page.getByRole('region', { name: 'Cloud Sensor Configuration', exact: true });
  await completeCloudPart(cloud, 'Geo Login');
  await expect(checklist).toContainText('1 incomplete section(s) remaining.');

  // Internet exposure: drop the domain that does not resolve, confirm ownership, acknowledge the scans.
  const exposure = page.getByRole('region', { name: 'Internet Exposure', exact: true });
  const domains = exposure.getByRole('textbox', { name: 'DNS domains' });
  await domains.fill('www.example.com\nvpn.example.net');
  await domains.blur();
  await exposure.getByRole('checkbox', { name: 'I confirm that my organization owns these DNS domains' }).check();
  await exposure.getByRole('button', { name: /^Vulnerability Scan Configuration/ }).click();
  await exposure
    .getByRole('checkbox', { name: 'I acknowledge the monthly external vulnerability scans of my external hosts' })
    .check();
  await exposure.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(exposure.getByRole('button', { name: 'Mark Incomplete' })).toBeVisible();

  // Everything is complete: submit, and the form is read-only.
  await expect(checklist.getByRole('progressbar', { name: '5 of 5 sections complete' })).toBeVisible();
  await expect(checklist).toContainText('You are now ready to submit your information to your Onboarding team');
  await checklist.getByRole('button', { name: 'Submit Information' }).click();
  await page.getByRole('dialog', { name: 'Submit Information' }).getByRole('button', { name: 'Submit' }).click();
  await expect(checklist).toContainText("You're all set for your Technical Kickoff Call with your Onboarding Team");
  await expect(exposure.getByRole('textbox', { name: 'DNS domains' })).toBeDisabled();
});
