import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS } from '@portal/fixtures';
import { DIRECT, ENDPOINT_COMPLETION_DEADLINE_MS, resetDemo, signedIn, STAFF } from './support';

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

/**
 * Where focus is (through shadow roots): a description, 'body' when focus was lost to the page, and whether it shows
 * that it has focus (an outline, or a focus ring drawn as a shadow).
 */
const focusState = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { element: 'body', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const name = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40);
    return { element: `${element.tagName.toLowerCase()} "${name}"`, visible: outline || style.boxShadow !== 'none' };
  });

/**
 * Presses Tab (or Shift+Tab, back) until `target` has focus; every stop on the way has a visible focus and none is
 * the page itself.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(key);
    const focus = await focusState(page);
    expect(focus.element, 'focus never falls back to the page').not.toBe('body');
    expect(focus.visible, `focus is visible on ${focus.element}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('sign in, dashboard, endpoints (filter, sort, export) and switch customer, from the keyboard alone', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const email = page.getByRole('textbox', { name: 'Email' });
  // The first Tab waits for the sign-in form, like the other journeys wait for their page: pressed while the page was
  // still rendering (a fresh-clone CI run), it left focus on the body, which the journey counts as focus lost.
  await expect(email).toBeVisible();
  await tabTo(page, email);
  await page.keyboard.type(STAFF.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('demo');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: STAFF.name })).toBeVisible();

  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('e');
  await expect(page.getByRole('heading', { level: 1, name: 'Endpoint Status' })).toBeVisible();

  // Filter: the Status select moves to Offline with the arrow keys.
  const status = page.getByRole('combobox', { name: 'Status' });
  await tabTo(page, status);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('Offline');
  await expect(page).toHaveURL(/status=Offline/);

  // Sort: Enter on the column's sort button; the dialog of shortcuts opens and closes with focus kept on it.
  const sortByName = page.getByRole('button', { name: 'Endpoint Name' });
  await tabTo(page, sortByName);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=hostname/);
  await expect(page.getByRole('columnheader', { name: 'Endpoint Name' })).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Shift+?');
  const shortcuts = page.getByRole('dialog');
  await expect(shortcuts).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
  await expect(sortByName).toBeFocused();

  // Export, once the rows are complete (the page's clock moved past the deadline rather than waited for).
  await page.clock.fastForward(ENDPOINT_COMPLETION_DEADLINE_MS);
  const exportCsv = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportCsv).toBeEnabled();
  await tabTo(page, exportCsv, 'Shift+Tab');
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/-agent-endpoints-\d{4}-\d{2}-\d{2}\.csv$/);

  // Switch customer: the select answers typed letters, Enter on the button switches.
  await page.keyboard.press('g');
  await page.keyboard.press('w');
  await expect(page.getByRole('heading', { level: 1, name: 'Switch Customers' })).toBeVisible();
  const customer = page.getByRole('combobox', { name: 'Customer', exact: true });
  // Tab only once the customers have loaded: pressed past the page's last control, focus leaves for the browser.
  await expect(customer).toBeEnabled();
  await tabTo(page, customer);
  await page.keyboard.type('Bramblewood');
  await expect(customer.locator('option:checked')).toHaveText('Bramblewood Dental');
  await tabTo(page, page.getByRole('button', { name: 'Switch Customer' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'You are now logged in as Bramblewood Dental.',
  );
});

test('connected accounts: the three-step wizard from the keyboard alone', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/connected-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Connected Accounts' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Add Account' }));
  await page.keyboard.press('Enter');

  // Step 1: the type is a radio group (arrow keys), the application a link.
  await expect(page.getByRole('radio', { name: 'Cloud Detection and Response' })).toBeChecked();
  await tabTo(page, page.getByRole('link', { name: 'Connect AWS CloudTrail' }));
  await page.keyboard.press('Enter');

  // Step 2: typed fields, then Enter submits the form. The address changes before the page does (the router renders
  // in a transition): Tab is pressed once the form shows, as a user would.
  await expect(page).toHaveURL(/\/connected-accounts\/new\/aws_cloudtrail$/);
  await expect(page.getByRole('textbox', { name: 'Account Name' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Account Name' }));
  await page.keyboard.type('Keyboard AWS');
  await tabTo(page, page.getByRole('textbox', { name: 'Role ARN' }));
  await page.keyboard.type('arn:aws:iam::123456789012:role/Keyboard');
  await tabTo(page, page.getByLabel(/^External ID/));
  await page.keyboard.type('ext-5678');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');

  // Step 3: the review, and Done back to the list where the account is pending.
  await expect(page.getByRole('link', { name: /^Ticket #\d+$/ })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: /Keyboard AWS/ }).getByText('Connection pending')).toBeVisible();
});

test('log search: run a search and export it from the keyboard alone', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/logsearch');
  await expect(page.getByRole('heading', { level: 1, name: 'Log Search' })).toBeVisible();
  const query = page.getByRole('searchbox', { name: 'Query' });
  await tabTo(page, query);
  await page.keyboard.type('dst_port=3389');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/logsearch\/search\/[0-9a-f-]+$/);
  await expect(page.getByText(/results found/)).toBeVisible({ timeout: 20_000 });

  const exportResults = page.getByRole('button', { name: 'Export results' });
  await tabTo(page, exportResults);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Export started.')).toBeVisible();
  const link = page
    .getByRole('list', { name: 'Exports of this search' })
    .getByRole('link', { name: 'Download export' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await tabTo(page, link);
});

test('onboarding: add a contact, save, and mark the section complete from the keyboard alone', async ({ page }) => {
  await signedIn(page, DEMO_USERS.onboardingPartial);
  await page.goto('/onboarding');
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts.getByRole('grid', { name: 'Contact List' }).getByText('Jordan Ellery')).toBeVisible();
  await tabTo(page, contacts.getByRole('button', { name: 'Add Contact' }), 'Tab', 200);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Add Contact' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /^First Name/ }));
  await page.keyboard.type('Ada');
  await tabTo(page, page.getByRole('textbox', { name: /^Last Name/ }));
  await page.keyboard.type('Byron');
  await tabTo(page, page.getByRole('textbox', { name: /^Email/ }));
  await page.keyboard.type('ada.byron@birchfield-legal.example');
  await tabTo(page, page.getByRole('textbox', { name: /^Primary Phone Number/ }));
  await page.keyboard.type('617 555 0199');
  // A checkbox toggles with Space.
  const portal = page.getByRole('checkbox', { name: 'Portal' });
  await tabTo(page, portal);
  await page.keyboard.press('Space');
  await expect(portal).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');

  // Back on the overview with the new contact listed; the section's toggle keeps focus while it saves.
  await expect(page.getByText('Contact added.')).toBeVisible();
  await expect(contacts.getByRole('grid', { name: 'Contact List' }).getByText('Ada Byron')).toBeVisible();
  await tabTo(page, contacts.getByRole('button', { name: 'Mark Incomplete' }), 'Tab', 200);
  await page.keyboard.press('Enter');
  const markComplete = contacts.getByRole('button', { name: 'Mark Complete' });
  await expect(markComplete).toBeFocused();
  // The toggle may take its new name before its save has finished; it is busy until then (a spinner, aria-disabled)
  // and a press does nothing, so the next one waits for it, as a user waits for the spinner.
  await expect(markComplete).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(contacts.getByRole('button', { name: 'Mark Incomplete' })).toBeFocused();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Contacts' }).getByRole('button', { name: 'Mark Incomplete' }),
  ).toBeVisible();
});
