import type { Locator, Page } from '@playwright/test';

/**
 * Fills the Add Site dialog with the e2e tests' warehouse in Portland, Maine (every required field, a firewall, no
 * DNS or DHCP server) and the given subnets, without saving: each test checks what it needs before Save.
 */
export async function fillHarborWarehouse(page: Page, form: Locator, subnets: string): Promise<void> {
  await form.getByRole('textbox', { name: /^Site Name/ }).fill('Harbor Warehouse');
  await form
    .getByRole('textbox', { name: /^Street Address/ })
    .first()
    .fill('12 Dock Street');
  await form.getByRole('textbox', { name: /^City/ }).fill('Portland');
  await form.getByRole('combobox', { name: /^State\/Province\/Region/ }).selectOption('ME');
  await form.getByRole('textbox', { name: /^Postal\/ZIP Code/ }).fill('04101');
  await form.getByRole('combobox', { name: /^Time Zone/ }).selectOption('America/New_York');
  await form.getByRole('combobox', { name: /^Firewalls/ }).click();
  await page.getByRole('option', { name: 'Fortinet' }).click();
  await form.getByRole('checkbox', { name: 'There is no DNS server at this site' }).check();
  await form.getByRole('checkbox', { name: 'There is no DHCP server at this site' }).check();
  await form.getByRole('textbox', { name: /^IP Subnets/ }).fill(subnets);
}
