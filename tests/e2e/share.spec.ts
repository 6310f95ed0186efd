import { expect, test } from '@playwright/test';
import { DIRECT, resetDemo, signedIn } from './support';

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

test('a direct customer shares the offline endpoints with the CST: the ticket starts with the shared link', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, DIRECT);
  await page.goto('/dashboard/endpoints?status=Offline');
  await expect(page.getByRole('heading', { level: 1, name: 'Endpoint Status' })).toBeVisible();
  // The address as the browser shows it, written out here rather than read from the page.
  const shared = `${baseURL ?? ''}/dashboard/endpoints?status=Offline`;

  await page.getByRole('link', { name: 'Share with your CST' }).click();
  await expect(page).toHaveURL(/\/contact\/share(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Share with your CST' })).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Link' });
  await expect(link).toHaveValue(shared);
  await expect(link).toHaveAttribute('readonly', '');

  await page.getByLabel('Description').fill('Why are these endpoints offline?');
  await page.getByRole('button', { name: 'Send' }).click();
  const created = page.getByText(/^Ticket #\d+ has been created\.$/);
  await expect(created).toBeVisible();
  const id = /#(\d+)/.exec((await created.textContent()) ?? '')?.[1];
  expect(id).toMatch(/^\d+$/);
  // The demo API holds the ticket: its description is the shared link, then what was typed (portal-core §2).
  const reply = await page.request.get(`/api/v1/tickets/${id ?? ''}`, {
    headers: { Authorization: 'Bearer demo-primary-direct', 'X-Portal-User-Info': 'demo-secondary-direct' },
  });
  expect(reply.ok()).toBe(true);
  const { ticket } = (await reply.json()) as { ticket: { description: string } };
  expect(ticket.description).toBe(`Shared Link: [${shared}](${shared})\n\nWhy are these endpoints offline?`);

  await page.getByRole('link', { name: 'Back to Endpoint Status' }).click();
  await expect(page).toHaveURL(shared);
});
