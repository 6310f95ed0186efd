import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMERS, DemoDatabase } from '@portal/fixtures';
import { DIRECT, MSP, resetDemo, signedIn } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

/** An appliance's serial number, as the demo API seeds it (read from the demo data). */
function serialOf(customer: string, shortName: string): string {
  const appliance = new DemoDatabase()
    .customer(customer)
    .appliances.find((candidate) => candidate.short_name === shortName);
  if (!appliance) throw new Error(`the demo data lacks ${shortName}`);
  return appliance.serial_number;
}

/** Opens Appliance Management from the user menu, as a user would. */
async function openApplianceManagement(page: Page, userName: string) {
  await page.getByRole('button', { name: userName }).click();
  await page.getByRole('menuitem', { name: 'Appliance Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appliance Management' })).toBeVisible();
}

const row = (page: Page, shortName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: shortName, exact: true }) });

test('an MSP user activates an appliance only after typing the customer name', async ({ page }) => {
  const serial = serialOf(DEMO_CUSTOMERS.silverpineCreditUnion, 'vlc-main-2');
  await signedIn(page, MSP);
  await openApplianceManagement(page, MSP.name);
  await expect(row(page, 'vlc-main-2')).toContainText('Not activated');

  await row(page, 'vlc-main-2').getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate Virtual Appliance' });
  await expect(dialog).toContainText(
    `You are activating the virtual appliance ${serial} for ${MSP.customer}. Please ensure this is the customer where this virtual appliance is installed.`,
  );
  const confirm = dialog.getByRole('button', { name: 'Activate' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Silverpine');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(MSP.customer.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page.getByText(`Virtual appliance ${serial} successfully activated.`)).toBeVisible();
  await expect(row(page, 'vlc-main-2')).toContainText('Activated');
  await expect(row(page, 'vlc-main-2').getByRole('button', { name: 'Activate' })).toBeDisabled();
});

test('a quota-full activation is refused with the message, before any call', async ({ page }) => {
  const serial = serialOf(DEMO_CUSTOMERS.direct, 'vs100-hyperv');
  await signedIn(page, DIRECT);
  await openApplianceManagement(page, DIRECT.name);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/virtual-sensors/')) calls.push(request.url());
  });

  await row(page, 'vs100-hyperv').getByRole('button', { name: 'Activate' }).click();
  await expect(
    page.getByText(`awnv100 license count exceeded. Can not activate virtual appliance ${serial}.`),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(calls).toEqual([]);
  await expect(row(page, 'vs100-hyperv')).toContainText('Not activated');
});

test("the demo's contended licence: the call fails with the quota full and the portal says 'Could not activate'", async ({
  page,
}) => {
  const serial = serialOf(DEMO_CUSTOMERS.direct, 'vs1000-dr');
  await signedIn(page, DIRECT);
  await openApplianceManagement(page, DIRECT.name);
  await row(page, 'vs1000-dr').getByRole('button', { name: 'Activate' }).click();
  await page
    .getByRole('dialog', { name: 'Activate Virtual Appliance' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(
    page.getByText(`awnv1000 license count exceeded. Could not activate virtual appliance ${serial}.`),
  ).toBeVisible();
});
