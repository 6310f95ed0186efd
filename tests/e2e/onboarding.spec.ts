import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '@portal/fixtures';
import { resetDemo, signedIn } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

const READY = DEMO_USERS.onboardingReady;
const VIEWER = DEMO_USERS.onboardingViewer;

test('an onboarding customer with every section complete submits and the form turns read-only', async ({ page }) => {
  await signedIn(page, READY);
  await page.goto('/onboarding');
  const checklist = page.getByRole('region', { name: 'Checklist' });
  await expect(checklist).toContainText('You are now ready to submit your information to your Onboarding team');
  await expect(checklist.getByRole('progressbar', { name: '5 of 5 sections complete' })).toBeVisible();

  await checklist.getByRole('button', { name: 'Submit Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Information' });
  await expect(dialog).toContainText('become read-only');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(checklist).toContainText("You're all set for your Technical Kickoff Call with your Onboarding Team");
  await expect(checklist.getByRole('button', { name: 'Submit Information' })).toHaveCount(0);
  const cloud = page.getByRole('region', { name: 'Cloud Sensor Configuration' });
  await cloud.getByRole('button', { name: /^Azure/ }).click();
  await expect(cloud.getByText('Log Analytics')).toBeVisible();
  await expect(cloud.getByRole('button', { name: /Mark (Complete|Incomplete)/ })).toHaveCount(0);

  // Still read-only after a reload: the demo API keeps the submission.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Checklist' })).toContainText(
    "You're all set for your Technical Kickoff Call with your Onboarding Team",
  );
});

test('a user without onboarding edit rights reads the overview and finds no controls', async ({ page }) => {
  await signedIn(page, VIEWER);
  await page.goto('/onboarding');
  await expect(
    page.getByText('You can view these details. Only users with onboarding edit rights can change them.'),
  ).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Checklist' });
  await expect(checklist).toContainText('3 incomplete section(s) remaining.');
  for (const name of ['Endpoint Configuration', 'Cloud Sensor Configuration', 'Internet Exposure']) {
    const section = page.getByRole('region', { name });
    const closed = section.getByRole('button', { expanded: false });
    while ((await closed.count()) > 0) await closed.first().click();
    await expect(section.locator('dd').first()).toBeVisible();
  }
  const main = page.locator('#main-content');
  await expect(
    // No control works: the other sections may show theirs disabled (portal-onboarding §6: disabled or hidden).
    main.getByRole('button', {
      name: /Mark (Complete|Incomplete)|Submit Information|Add |Edit|Delete/,
      disabled: false,
    }),
  ).toHaveCount(0);
  await expect(main.getByRole('link', { name: /Add |Edit/ })).toHaveCount(0);
});
