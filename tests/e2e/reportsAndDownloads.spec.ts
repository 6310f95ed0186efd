import { expect, test, type Page } from '@playwright/test';
import { DIRECT, resetDemo, signedIn, signIn } from './support';

/** Birchfield Legal's administrator: the persona whose customer has no endpoint agents yet. */
const NO_AGENTS = {
  name: 'Owen Fitzgerald',
  email: 'owen.fitzgerald@birchfield-legal.example',
  riskId: 'e743fa88-a0c0-4a63-97cb-43acef19f3fb',
};
const DIRECT_HEADERS = { Authorization: 'Bearer demo-primary-direct', 'X-Portal-User-Info': 'demo-secondary-direct' };

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
});

/** The direct customer's reports as the demo API lists them, newest first. */
async function directReports(page: Page): Promise<{ id: string; name: string }[]> {
  const reply = await page.request.get('/api/v1/reports', { headers: DIRECT_HEADERS });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { reports: { id: string; name: string }[] }).reports;
}

test('a direct customer opens Reports, filters by type (kept in the URL) and downloads a report', async ({ page }) => {
  const [newest] = await directReports(page);
  if (!newest) throw new Error('the demo customer has no reports');
  await signedIn(page, DIRECT);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Reports/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  const grid = page.getByRole('grid', { name: 'Reports' });
  await expect(grid.getByRole('row').nth(1)).toContainText(newest.name);
  await grid.getByRole('button', { name: `Get download link ${newest.name}` }).click();
  const link = grid.getByRole('link', { name: new RegExp(`^Download ${newest.name}`) });
  await expect(link).toHaveAttribute('href', `https://downloads.example.com/reports/${newest.id}.pdf`);
  await expect(link).toBeFocused();
  // The demo API answers the same link for that report.
  const download = await page.request.get(`/api/v1/report/download?id=${newest.id}`, { headers: DIRECT_HEADERS });
  expect(((await download.json()) as { url: string }).url).toBe(await link.getAttribute('href'));

  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Compliance' });
  await expect(page).toHaveURL(/\/reports\?type=compliance$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('compliance');
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid.getByRole('row').nth(1)).toContainText('PCI DSS compliance');
});

test('a customer without agents goes from the Dashboard to Downloads with the risk id and gets the Windows agent', async ({
  page,
  context,
}) => {
  await signedIn(page, NO_AGENTS);
  await page.goto('/dashboard');
  const endpoints = page.getByRole('region', { name: 'Online Endpoints' });
  await expect(endpoints).toContainText(
    'Download the Endpoint Agent and install it on your endpoints in order to view their reporting and containment status.',
  );
  const opened = context.waitForEvent('page');
  await endpoints.getByRole('link', { name: /^Go to Downloads/ }).click();
  const downloads = await opened;
  await expect(downloads).toHaveURL(`/downloads?id=${NO_AGENTS.riskId}`);
  // The new tab of the same site keeps the session: it opens signed in, straight on the page it was opened for.
  await expect(downloads.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  await expect(downloads).toHaveURL(`/downloads?id=${NO_AGENTS.riskId}`);
  await expect(downloads.getByRole('region', { name: 'Endpoint Agent' })).toContainText(NO_AGENTS.riskId);

  const asked = downloads.waitForRequest((request) => request.url().includes('/api/v1/agent/download'));
  await downloads.getByRole('button', { name: 'Get download link for Windows (64-bit)' }).click();
  expect(new URL((await asked).url()).searchParams.get('id')).toBe(NO_AGENTS.riskId);
  await expect(downloads.getByRole('link', { name: /^Download for Windows \(64-bit\)/ })).toHaveAttribute(
    'href',
    `https://downloads.example.com/agent/windows/latest?customer=${NO_AGENTS.riskId}`,
  );
});

test('installer generation: a macOS installer through a proxy, with the link and its expiry', async ({ page }) => {
  await signIn(page, DIRECT.email);
  await expect(page.getByRole('button', { name: DIRECT.name })).toBeVisible();
  await page.goto('/installer');
  const panel = page.getByRole('region', { name: 'Generate an installer' });
  await panel.getByRole('combobox', { name: 'Platform' }).selectOption({ label: 'macOS (Apple silicon and Intel)' });
  await panel.getByRole('textbox', { name: 'Proxy server (optional)' }).fill('proxy.example.com:3128');
  await panel.getByRole('button', { name: 'Generate installer' }).click();
  await expect(panel).toContainText('Your installer is ready.');
  await expect(panel.getByRole('link', { name: /^Download installer/ })).toHaveAttribute(
    'href',
    /^https:\/\/downloads\.example\.com\/installers\/[0-9a-f-]{36}\/macos\.zip$/,
  );
  await expect(panel).toContainText(/The link expires on \d{4}-\d\d-\d\d at \d\d:\d\d\./);
});
