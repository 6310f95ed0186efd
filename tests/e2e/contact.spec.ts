import { expect, test } from '@playwright/test';
import { DIRECT, resetDemo, signedIn } from './support';

const MB = 1024 * 1024;

const file = (name: string, bytes: number) => ({ name, mimeType: 'text/plain', buffer: Buffer.alloc(bytes, 'a') });

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

test('a direct customer lands on Contact, sends a ticket with two attachments (one over 20 MB refused), opens it under Tickets and comments', async ({
  page,
}) => {
  await signedIn(page, DIRECT);
  // A handed-off customer's start page is Contact Your CST (portal-core §4).
  await expect(page).toHaveURL(/\/contact\/cst$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const team = page.getByRole('region', { name: 'Your Concierge Security Team' });
  await expect(team.getByText('Team Aurora')).toBeVisible();
  await expect(team.getByRole('region', { name: 'Phone' })).toContainText('North America+1 555 0100, option 2');

  await page.getByLabel('Description').fill('Our proxy blocks the sensor updates since this morning.');
  const picker = page.getByLabel('Choose files');
  await picker.setInputFiles([file('proxy.log', 40 * 1024), file('full-capture.pcap', 21 * MB)]);
  await expect(
    page.getByText(/"full-capture\.pcap" \(.+\) was not attached: files can be at most 20 MB\./),
  ).toBeVisible();
  await picker.setInputFiles([file('sensor-update.log', 2 * MB)]);
  const attached = page.getByRole('list', { name: 'Attached files (2 of 10)' });
  await expect(attached.getByText('Uploaded')).toHaveCount(2);
  await expect(attached).toContainText('proxy.log');
  await expect(attached).toContainText('sensor-update.log');

  await page.getByRole('button', { name: 'Send' }).click();
  const created = page.getByText(/^Ticket #\d+ has been created\.$/);
  await expect(created).toBeVisible();
  const id = /#(\d+)/.exec((await created.textContent()) ?? '')?.[1];
  expect(id).toMatch(/^\d+$/);
  // The ticket exists in the demo API with both attachments.
  const reply = await page.request.get(`/api/v1/tickets/${id ?? ''}`, {
    headers: { Authorization: 'Bearer demo-primary-direct', 'X-Portal-User-Info': 'demo-secondary-direct' },
  });
  expect(reply.ok()).toBe(true);
  const { ticket } = (await reply.json()) as { ticket: { comments: { attachments: { name: string }[] }[] } };
  expect(ticket.comments[0]?.attachments.map((attachment) => attachment.name)).toEqual([
    'proxy.log',
    'sensor-update.log',
  ]);
  await expect(page.getByLabel('Description')).toHaveValue('');
  await expect(page.getByText('proxy.log')).toHaveCount(0);

  // The customer opens the new ticket under Tickets and adds a comment to it.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Tickets/ })
    .first()
    .click();
  const list = page.getByRole('grid', { name: 'Tickets' });
  // A ticket sent without a subject is listed under the start of its description.
  const row = list.getByRole('row').filter({ has: page.getByRole('gridcell', { name: `#${id ?? ''}`, exact: true }) });
  await row.getByRole('link', { name: 'Our proxy blocks the sensor updates since this morning.' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${id ?? ''}$`));
  const thread = page.getByRole('list', { name: 'Comments' });
  await expect(thread.getByText('Our proxy blocks the sensor updates since this morning.')).toBeVisible();
  await expect(thread.getByText('proxy.log')).toBeVisible();
  await page.getByRole('textbox', { name: /Comment/ }).fill('The proxy team has opened the port again.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('The proxy team has opened the port again.')).toBeVisible();
});
