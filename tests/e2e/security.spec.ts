import { expect, test, type Page, type Route } from '@playwright/test';
import { DIRECT, resetDemo, signedIn } from './support';

/** Strings a hostile or broken upstream could put in any data field. */
const HTML = '<img src=x onerror="window.__xss=1">Harbor';
const SCRIPT_HREF = 'javascript:window.__xss=1';
const OFF_SITE_HREF = '//evil.example/phish';

test.beforeEach(async ({ page }) => {
  await resetDemo(page);
  // Every Content Security Policy violation the page reports, kept for the test to read.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${String(event.lineNumber)}`);
    });
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('the page carries the security headers, and the portal runs under its policy without a violation', async ({
  page,
}) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self';/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');

  await signedIn(page, DIRECT);
  for (const path of ['/dashboard', '/dashboard/endpoints', '/logsearch', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Styles applied (styled-components' tags carry the page's nonce): the primary navigation is laid out, not bare.
  const display = await page
    .getByRole('navigation')
    .first()
    .evaluate((element) => getComputedStyle(element).display);
  expect(display).not.toBe('inline');
  expect(await violations(page)).toEqual([]);

  // Hashed assets are compressed and cached for good.
  const script = await page.request.get(
    (await page.locator('script[src^="/assets/"]').first().getAttribute('src')) ?? '',
    { headers: { 'accept-encoding': 'br, gzip' } },
  );
  expect(script.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

/** Answers the demo API's reply with `change` applied to its JSON. */
async function poisoned(route: Route, change: (body: Record<string, unknown>) => void) {
  const response = await route.fetch();
  const body = (await response.json()) as Record<string, unknown>;
  change(body);
  await route.fulfill({ response, json: body });
}

type Json = Record<string, unknown>;
const objects = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

test('markup and script links in demo data render as text and never run or navigate', async ({ page }) => {
  // The customer's name (sign-in and user info), the endpoints' hostnames, a ticket's subject and attachment links.
  const renameCustomer = (body: Json) => {
    const user = body.user as Json;
    user.customer = { ...(user.customer as Json), name: HTML };
  };
  await page.route('**/api/v1/auth/login', (route) => poisoned(route, renameCustomer));
  await page.route('**/api/v2/userinfo', (route) => poisoned(route, renameCustomer));
  await page.route(/\/api\/v1\/agents(\?.*)?$/, (route) =>
    poisoned(route, (body) => {
      for (const agent of objects(body.data)) {
        const host = agent.hostDetail as Json | null;
        if (host) host.hostname = HTML;
      }
    }),
  );
  await page.route(/\/api\/v1\/tickets\/\d+(\?.*)?$/, (route) =>
    poisoned(route, (body) => {
      const ticket = body.ticket as Json;
      ticket.subject = HTML;
      // A reply whose attachments link to a script and to another site: neither may become a link.
      ticket.comments = [
        ...objects(ticket.comments),
        {
          id: 999_001,
          author: HTML,
          body: HTML,
          created_at: new Date().toISOString(),
          attachments: [
            { name: 'evidence.txt', url: SCRIPT_HREF },
            { name: 'phish.html', url: OFF_SITE_HREF },
          ],
        },
      ];
    }),
  );

  await signedIn(page, DIRECT);
  await page.goto('/account');
  await expect(page.getByText(HTML)).toBeVisible();
  await page.goto('/dashboard/endpoints?q=Harbor');
  await expect(page.getByRole('grid', { name: 'Endpoints' }).getByText(HTML).first()).toBeVisible();

  await page.goto('/tickets');
  await page.getByRole('grid').getByRole('link').first().click();
  await expect(page.getByText(HTML).first()).toBeVisible();
  await expect(page.getByText('evidence.txt')).toBeVisible();
  await expect(page.getByText('phish.html')).toBeVisible();

  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(await page.locator('a[href^="//"]').count()).toBe(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
