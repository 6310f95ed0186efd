import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '@portal/fixtures';
import { fillHarborWarehouse } from './siteForm';
import { resetDemo, signedIn } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

const READY = DEMO_USERS.onboardingReady;
const VIEWER = DEMO_USERS.onboardingViewer;

/**
 * The whole of portal-onboarding §2.3–§2.4 and §4 in one visit: Cedar Point Marine reopens its contacts and sites,
 * adds a primary contact (the old one is demoted), adds a site with subnets, reads why a site in use cannot be
 * deleted, marks both sections complete, submits, and finds the form read-only.
 */
test('an onboarding customer changes contacts and sites, completes them, submits and the form turns read-only', async ({
  page,
}) => {
  await signedIn(page, READY);
  await page.goto('/onboarding');
  const checklist = page.getByRole('region', { name: 'Checklist' });
  await expect(checklist.getByRole('progressbar', { name: '5 of 5 sections complete' })).toBeVisible();
  const contacts = page.getByRole('region', { name: 'Contacts' });
  const siteConfiguration = page.getByRole('region', { name: 'Site Configuration', exact: true });

  // Reopen both sections: the checklist counts them again.
  await contacts.getByRole('button', { name: 'Mark Incomplete' }).click();
  await siteConfiguration.getByRole('button', { name: 'Mark Incomplete' }).click();
  await expect(checklist).toContainText('2 incomplete section(s) remaining.');

  // A new primary contact; the old primary is demoted.
  await contacts.getByRole('button', { name: 'Add Contact' }).click();
  await page.getByRole('textbox', { name: /^First Name/ }).fill('Ada');
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Byron');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ada.byron@cedar-point-marine.example');
  await page.getByRole('textbox', { name: /^Primary Phone Number/ }).fill('617 555 0199');
  await page.getByRole('radio', { name: 'Primary' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\?view=contacts$/);
  await expect(page.getByText('Jordan Ellery is no longer the primary contact.')).toBeVisible();
  await expect(contacts.getByRole('grid', { name: 'Contact List' }).getByText('Ada Byron')).toBeVisible();

  // A site with its subnets.
  const sites = siteConfiguration.getByRole('grid', { name: 'Sites' });
  await siteConfiguration.getByRole('button', { name: 'Add Site' }).click();
  const form = page.getByRole('dialog', { name: 'Add Site' });
  await fillHarborWarehouse(page, form, '10.40.0.0/16\n192.168.40.0/24');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(sites.getByRole('gridcell', { name: 'Harbor Warehouse', exact: true })).toBeVisible();

  // A site a sensor stands at cannot be deleted; the dialog says why.
  await sites.getByRole('button', { name: 'Delete Head Office' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Site' });
  await expect(confirm.getByRole('alert')).toHaveText(
    'Cannot delete Head Office. It still is used by sensor head-office-sensor-1.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Both sections complete again: the editors' banner offers the submission.
  await contacts.getByRole('button', { name: 'Mark Complete' }).click();
  await siteConfiguration.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(checklist).toContainText('You are now ready to submit your information to your Onboarding team');
  await checklist.getByRole('button', { name: 'Submit Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Information' });
  await expect(dialog).toContainText('become read-only');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(checklist).toContainText("You're all set for your Technical Kickoff Call with your Onboarding Team");
  await expect(checklist.getByRole('button', { name: 'Submit Information' })).toHaveCount(0);
  await expect(siteConfiguration.getByRole('button', { name: 'Add Site' })).toHaveCount(0);
  await expect(contacts.getByRole('button', { name: 'Add Contact' })).toHaveCount(0);
  await expect(contacts.getByRole('grid', { name: 'Contact List' }).getByText('Ada Byron')).toBeVisible();

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
    // The saved answers show in their fields, which the viewer cannot change.
    await expect(section.getByRole('checkbox').first()).toBeDisabled();
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
