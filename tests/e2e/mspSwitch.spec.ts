import { expect, test, type Page } from '@playwright/test';
import { MSP, resetDemo } from './support';

/** Signs in as the MSP persona through the email form (by role: the form's region is labelled 'email' too). */
async function signedIn(page: Page, user: { email: string; name: string }): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: user.name })).toBeVisible();
}

test.afterEach(async ({ page }) => resetDemo(page));

test('the MSP page’s customer button leaves /msp for that customer’s landing', async ({ page }) => {
  await signedIn(page, MSP);
  await expect(page).toHaveURL(/\/msp$/);
  await page.getByRole('button', { name: 'Westbrook Manufacturing', exact: true }).click();
  // Westbrook was onboarded long ago (handoff completed): it lands on contact-the-security-team.
  await expect(page).toHaveURL(/\/contact\/cst$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact', exact: true })).toBeVisible();
});

test('a switch destination that is not a same-origin path is not followed: the default route is', async ({ page }) => {
  await signedIn(page, MSP);
  await expect(page).toHaveURL(/\/msp$/);
  const origin = new URL(page.url()).origin;
  // Following `//attacker.example/…` would leave the origin (or, refused by the browser, throw in the page).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const offOrigin: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) offOrigin.push(request.url());
  });
  await page.route('**/api/v1/msp-customers', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const reply = await route.fetch();
    const body = (await reply.json()) as Record<string, unknown>;
    return route.fulfill({ response: reply, json: { ...body, destination: '//attacker.example/connected-accounts' } });
  });
  await page.getByRole('button', { name: 'Connected accounts of Westbrook Manufacturing' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'You are now logged in as Westbrook Manufacturing.',
  );
  await expect(page).toHaveURL(`${origin}/msp`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome ${MSP.name}` })).toBeVisible();
  expect(errors).toEqual([]);
  expect(offOrigin).toEqual([]);
});
