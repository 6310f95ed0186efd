import { expect, test } from '@playwright/test';
import { resetDemo, signedIn } from './support';

/** Cedar Point Marine: onboarding, ready to submit, sensors chosen by model (allotments left for a 1000 and a 3000). */
const READY = { name: 'Camila Duarte', email: 'camila.duarte@cedar-point-marine.example' };

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

test('a customer configures a sensor with a static IP, ships it to a new site in Germany and finds it in the list', async ({
  page,
}) => {
  await signedIn(page, READY);
  await page.goto('/onboarding?view=sensors');
  const section = page.getByRole('region', { name: 'Site Configuration', exact: true });
  await expect(section.getByRole('grid', { name: 'Sensor List' })).toBeVisible();
  await section.getByRole('button', { name: 'Configure Sensor' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Configure Sensor' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Configure Sensor' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('berlin-edge-1');
  await form.getByRole('combobox', { name: /^Site/ }).selectOption({ label: 'Head Office' });
  await form.getByRole('combobox', { name: /^Model/ }).selectOption({ label: '3000 Series Sensor (10 Gbps)' });
  await form.getByRole('combobox', { name: /^Deployment Type/ }).selectOption({ label: 'SPAN/Mirror' });

  // A static address; a gateway outside its subnet is refused with the §5 message, then corrected.
  await form.getByRole('textbox', { name: /^IP Address/ }).fill('10.40.1.10');
  await form.getByRole('textbox', { name: /^Subnet Mask/ }).fill('/24');
  const gateway = form.getByRole('textbox', { name: /^Gateway/ });
  await gateway.fill('10.40.2.1');
  await gateway.blur();
  await expect(form.getByText('Enter a valid gateway IP address')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await gateway.fill('10.40.1.1');
  await gateway.blur();
  await expect(form.getByText('Enter a valid gateway IP address')).toBeHidden();
  await form.getByRole('textbox', { name: /^Primary DNS Server/ }).fill('10.40.0.53');

  // Shipped to a new address in Germany, to a new contact: the import-fee notice.
  await form.getByRole('radio', { name: 'Ship to a new address' }).check();
  await form.getByRole('combobox', { name: /^Country/ }).selectOption('DE');
  await expect(
    form.getByText(
      'Sensors shipped outside of the United States or Canada may be subject to import, custom, or similar fees.',
      { exact: false },
    ),
  ).toBeVisible();
  await form
    .getByRole('textbox', { name: /^Street Address/ })
    .first()
    .fill('Friedrichstraße 68');
  await form.getByRole('textbox', { name: /^City/ }).fill('Berlin');
  await form.getByRole('textbox', { name: /^State\/Province\/Region/ }).fill('Berlin');
  await form.getByRole('textbox', { name: /^Postal\/ZIP Code/ }).fill('10117');
  await form.getByRole('radio', { name: 'A new contact' }).check();
  await form.getByRole('textbox', { name: /^First Name/ }).fill('Lena');
  await form.getByRole('textbox', { name: /^Last Name/ }).fill('Vogel');
  await form.getByRole('textbox', { name: /^Email/ }).fill('lena.vogel@cedar-point-marine.example');
  const phone = form.getByRole('textbox', { name: /^Primary Phone Number/ });
  await phone.fill('+49 30 1234567');
  await phone.blur();

  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Sensor added.')).toBeVisible();
  const list = page.getByRole('grid', { name: 'Sensor List' });
  const row = list.getByRole('row').filter({ hasText: 'berlin-edge-1' });
  await expect(row).toContainText('10.40.1.10');
  await expect(row).toContainText('3000 Series Sensor (10 Gbps)');

  // Saved: a reload reads it back from the demo API.
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sensor List' }).getByText('berlin-edge-1')).toBeVisible();
});
