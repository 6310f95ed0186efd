import { expect, test } from '@playwright/test';
import { clearFaults, resetDemo, DIRECT, setFault, signedIn, signIn } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

test('signing in lands a direct customer on Contact Your CST, with the account from the demo API', async ({ page }) => {
  const userInfo = page.waitForResponse((response) => response.url().endsWith('/api/v2/userinfo'));
  await signedIn(page, DIRECT);
  await expect(page).toHaveURL(/\/contact\/cst$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact', exact: true })).toBeVisible();
  await page.goto('/account');
  expect((await userInfo).status()).toBe(200);
  const account = page.getByRole('region', { name: 'Account details' });
  await expect(account).toContainText(DIRECT.name);
  await expect(account).toContainText(DIRECT.customer);
});

test('an unknown email is refused with the server message', async ({ page }) => {
  await signIn(page, 'nobody@unknown.example');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
});

test('logging out returns to the sign-in page with a message', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status')).toHaveText('Successfully logged out.');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in to the Portal' })).toBeVisible();
});

test('a 401 logs the user out with "Session expired. Please log in again."', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText(DIRECT.name);
  await setFault(page, 'userInfo', 401);
  await page.getByRole('button', { name: 'Refresh Account details' }).click();
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in to the Portal' })).toBeVisible();
});

test('refreshing the account details reads them again and says when', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/account');
  const account = page.getByRole('region', { name: 'Account details' });
  await expect(account).toContainText(DIRECT.name);
  const reread = page.waitForResponse((response) => response.url().endsWith('/api/v2/userinfo'));
  await account.getByRole('button', { name: 'Refresh Account details' }).click();
  expect((await reread).status()).toBe(200);
  await expect(account.getByText('Updated just now')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Refresh Account details' })).toBeEnabled();
});

test('a failing call shows the catalogue message and recovers with Retry', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText(DIRECT.name);
  await setFault(page, 'userInfo', 504);
  await page.getByRole('button', { name: 'Refresh Account details' }).click();
  await expect(page.getByRole('alert')).toContainText('Error retrieving data. Reason: API Timeout.');
  await clearFaults(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText(DIRECT.name);
});

test('an unknown path shows the fallback page with a way home', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the portal home' }).click();
  await expect(page).toHaveURL(/\/contact\/cst$/);
});

test('the portal follows the operating system colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
});

test('the identity provider signs in with a code, and explains a refusal with "Try Log in Again"', async ({ page }) => {
  // The demo server plays the provider: it sends the browser back with a code and the state the portal sent.
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with your identity provider' }).click();
  await expect(page.getByRole('button', { name: DIRECT.name })).toBeVisible();
  await expect(page).toHaveURL(/\/contact\/cst$/);

  // A code that comes back with a state the portal never sent is refused.
  await page.getByRole('button', { name: DIRECT.name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.goto('/login?code=direct&state=forged');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);
  await page.getByRole('button', { name: 'Try Log in Again' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with your identity provider' })).toBeVisible();

  await page.goto('/login?error=access_denied');
  await expect(page.getByRole('alert')).toContainText(
    'Failed to authenticate: Access denied. Please contact your CST.',
  );
  await page.getByRole('button', { name: 'Try Log in Again' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page).not.toHaveURL(/error=/);
});

test('the user can override the colour scheme from the user menu, and the choice is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signedIn(page, DIRECT);
  await page.getByRole('button', { name: DIRECT.name }).click();
  await page.getByRole('menuitem', { name: 'Theme: dark' }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await page.getByRole('button', { name: DIRECT.name }).click();
  await expect(page.getByRole('menuitem', { name: 'Theme: dark (current)' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Theme: follow system' }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
});
