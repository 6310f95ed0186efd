import { expect, test } from '@playwright/test';
import { DIRECT, resetDemo, signedIn } from './support';

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

test('a direct customer opens AD data, sorts it, drills into a user, reloads and gets the same view', async ({
  page,
}) => {
  await signedIn(page, DIRECT);
  await page.getByRole('button', { name: 'Data' }).click();
  await page.getByRole('menuitem', { name: 'Active Directory' }).click();
  await expect(page).toHaveURL(/\/data\/ad\/event_code$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AD Event Data' })).toBeVisible();

  // Sort: by users, most first (a second click on the header); the sort goes into the URL.
  const codes = page.getByRole('grid', { name: 'AD events by event code' });
  await expect(codes.getByText('An account was successfully logged on')).toBeVisible();
  await codes.getByRole('button', { name: 'Users', exact: true }).click();
  await codes.getByRole('button', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/sort=-users/);
  await expect(codes.getByRole('columnheader', { name: 'Users', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // The server's top rows for the new sort replace the rows the table sorted meanwhile (ties may fall otherwise):
  // wait for them, as a user waits for the panel's refresh, before picking a row.
  await expect(page.getByRole('button', { name: /^Refresh Top / })).not.toHaveAttribute('aria-busy', 'true');

  // The users behind event code 4625 (failed logons), then one of them: their event codes.
  await codes.getByRole('link', { name: /^[\d,]+ users of event code 4625$/ }).click();
  await expect(page).toHaveURL(/\/data\/ad\/user\?event_code=4625$/);
  const users = page.getByRole('grid', { name: 'AD events by user' });
  const firstUser = users.getByRole('link', { name: /^\d+ event codes? of user / }).first();
  const label = (await firstUser.getAttribute('aria-label')) ?? '';
  const user = label.replace(/^\d+ event codes? of user /, '');
  expect(user).toMatch(/^[a-z]+\.[a-z]+$/);
  await firstUser.click();
  await expect(page).toHaveURL(new RegExp(`/data/ad/event_code\\?event_code=4625&user=${user.replace('.', '\\.')}$`));
  const filters = page.getByRole('list', { name: 'Filters' });
  await expect(filters).toContainText(`User:${user}`);
  await expect(page.getByRole('grid', { name: 'AD events by event code' }).getByText('4625')).toBeVisible();

  // A reload reopens the same view: the type, the filters and the rows.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('list', { name: 'Filters' })).toContainText(`User:${user}`);
  await expect(page.getByRole('list', { name: 'Filters' })).toContainText('Event code:4625');
  await expect(page.getByRole('link', { name: 'Event codes' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('grid', { name: 'AD events by event code' }).getByText('4625')).toBeVisible();
});

test('a direct customer lands on flow data by device from /data and drills into a location', async ({ page }) => {
  await signedIn(page, DIRECT);
  await page.goto('/data');
  await expect(page).toHaveURL(/\/data\/flow\/device$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flow Data' })).toBeVisible();
  await page.getByRole('link', { name: 'Locations' }).click();
  await page
    .getByRole('grid', { name: 'Flows by location' })
    .getByRole('link', { name: 'Germany: its devices' })
    .click();
  await expect(page).toHaveURL(/\/data\/flow\/device\?location=Germany$/);
  await expect(page.getByRole('list', { name: 'Filters' })).toContainText('Location:Germany');
  await expect(page.getByText('Showing 1 - 12 of 12 devices')).toBeVisible();
});
