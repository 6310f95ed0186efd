import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '@portal/fixtures';
import { resetDemo, signedIn } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

const PARTIAL = DEMO_USERS.onboardingPartial;

test('an onboarding customer adds a new primary contact, the old one is demoted, edits a contact and marks Contacts complete', async ({
  page,
}) => {
  await signedIn(page, PARTIAL);
  await page.goto('/onboarding');
  const contacts = page.getByRole('region', { name: 'Contacts' });
  const list = contacts.getByRole('grid', { name: 'Contact List' });
  await expect(list.getByText('Jordan Ellery')).toBeVisible();

  // Add a new primary contact.
  await contacts.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page).toHaveURL(/\/onboarding\/contacts\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Contact' })).toBeVisible();
  await page.getByRole('textbox', { name: /^First Name/ }).fill('Ada');
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Byron');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ada.byron@birchfield-legal.example');
  const phone = page.getByRole('textbox', { name: /^Primary Phone Number/ });
  await phone.fill('617 555 0199');
  await phone.blur();
  await expect(phone).toHaveValue('+16175550199');
  await page.getByRole('radio', { name: 'Primary' }).check();
  await page.getByRole('checkbox', { name: 'Portal' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // Back at the overview's list: the new contact is there and the old primary was demoted.
  await expect(page).toHaveURL(/\/onboarding\?view=contacts$/);
  await expect(page.getByText('Contact added.')).toBeVisible();
  await expect(page.getByText('Jordan Ellery is no longer the primary contact.')).toBeVisible();
  await expect(list.getByText('Ada Byron')).toBeVisible();
  await expect(list.getByText('+16175550199 - office')).toBeVisible();
  await contacts.getByRole('button', { name: /^Primary\/Secondary\/Executive Sponsor Contacts/ }).click();
  await expect(contacts.getByRole('combobox', { name: 'Primary Contact' }).locator('option:checked')).toHaveText(
    'Ada Byron',
  );

  // Jordan, now a normal contact, opens as such; change the title and save.
  await list.getByRole('link', { name: 'Edit Jordan Ellery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Contact' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Normal' })).toBeChecked();
  const title = page.getByRole('textbox', { name: /^Title/ });
  await title.fill('Chief Information Officer');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Contact updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?view=contacts$/);

  // The section is complete already; mark it incomplete and complete again (each saved at once).
  await contacts.getByRole('button', { name: 'Mark Incomplete' }).click();
  await contacts.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(contacts.getByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Contacts' }).getByRole('button', { name: 'Mark Incomplete' }),
  ).toBeVisible();
});

test('leaving the add form with typed data asks first', async ({ page }) => {
  await signedIn(page, PARTIAL);
  await page.goto('/onboarding/contacts/new');
  await page.getByRole('textbox', { name: /^First Name/ }).fill('Ada');
  await page.getByRole('link', { name: 'Onboarding Overview' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('All newly entered data will be lost. Are you sure you want to leave?');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ada');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/onboarding\?view=contacts$/);
  await expect(page.getByRole('grid', { name: 'Contact List' }).getByText('Jordan Ellery')).toBeVisible();
});
