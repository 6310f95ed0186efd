import { expect, type Page } from '@playwright/test';

export const DIRECT = {
  name: 'Dana Reyes',
  email: 'dana.reyes@northwind-health.example',
  customer: 'Northwind Health',
};
export const MSP = {
  name: 'Morgan Blake',
  email: 'morgan.blake@keystone-msp.example',
  customer: 'Silverpine Credit Union',
};
export const STAFF = { name: 'Sam Whitaker', email: 'sam.whitaker@provider.example', customer: 'Northwind Health' };

/** How long the endpoint page completes incomplete rows (portal-core §4): tests move the page's clock past it. */
export const ENDPOINT_COMPLETION_DEADLINE_MS = 30_000;

/** Signs in through the legacy email form, as a user would, and waits for the portal. */
export async function signIn(page: Page, email = DIRECT.email): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signedIn(page: Page, user: { email: string; name: string }): Promise<void> {
  await signIn(page, user.email);
  await expect(page.getByRole('button', { name: user.name })).toBeVisible();
}

/** Makes one call of the demo API fail (the QA control's endpoint), or clears every fault. */
export async function setFault(page: Page, call: string, fault: string | number | null): Promise<void> {
  const response = await page.request.put('/__demo/faults', { data: { call, fault } });
  expect(response.ok()).toBe(true);
}

export async function clearFaults(page: Page): Promise<void> {
  await page.request.delete('/__demo/faults');
}

/** Back to the seeded demo data (and no faults), so every test starts from the same world. */
export async function resetDemo(page: Page): Promise<void> {
  await page.request.post('/__demo/reset');
}
