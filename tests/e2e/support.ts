import { expect, type Page } from '@playwright/test';

export const DIRECT = {
  name: 'Dana Reyes',
  email: 'dana.reyes@northwind-health.example',
  customer: 'Northwind Health',
};

/** Signs in through the legacy email form, as a user would. */
export async function signIn(page: Page, email = DIRECT.email): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Makes one call of the demo API fail (the QA control's endpoint), or clears every fault. */
export async function setFault(page: Page, call: string, fault: string | number | null): Promise<void> {
  const response = await page.request.put('/__demo/faults', { data: { call, fault } });
  expect(response.ok()).toBe(true);
}

export async function clearFaults(page: Page): Promise<void> {
  await page.request.delete('/__demo/faults');
}
