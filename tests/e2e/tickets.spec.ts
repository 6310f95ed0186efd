import { expect, test } from '@playwright/test';
import { DIRECT, resetDemo, signedIn } from './support';

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

test('a direct customer opens Tickets from the navigation, opens a ticket, comments and sees the comment', async ({
  page,
}) => {
  await signedIn(page, DIRECT);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Tickets/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  const list = page.getByRole('grid', { name: 'Tickets' });
  await list.getByRole('link', { name: 'Firewall logs stopped arriving after upgrade' }).click();
  await expect(page).toHaveURL(/\/tickets\/40002$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Firewall logs stopped arriving after upgrade' }),
  ).toBeVisible();

  const thread = page.getByRole('list', { name: 'Comments' });
  await expect(thread).toBeVisible();
  const before = await thread.locator(':scope > li').count();
  await page.getByRole('textbox', { name: /Comment/ }).fill('The logs are flowing again since the reboot.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('The logs are flowing again since the reboot.')).toBeVisible();
  await expect(thread.locator(':scope > li')).toHaveCount(before + 1);
  await expect(page.getByRole('textbox', { name: /Comment/ })).toHaveValue('');
});
