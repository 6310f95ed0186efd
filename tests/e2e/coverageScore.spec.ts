import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMERS, DemoDatabase } from '@portal/fixtures';
import { DIRECT, resetDemo, setFault, signedIn } from './support';

test.afterEach(async ({ page }) => resetDemo(page));

/** The direct customer's readiness as the demo API seeds it (read from the demo data, not from the portal). */
function directReadiness() {
  const readiness = new DemoDatabase().customer(DEMO_CUSTOMERS.direct).profile.security_readiness;
  if (readiness === null) throw new Error('The direct customer has readiness data in the demo');
  return readiness;
}

const yesNo = (value: boolean) => (value ? 'Y' : 'N');

test('a direct customer opening /dashboard/security-score lands on the coverage score with its breakdown', async ({
  page,
}) => {
  const readiness = directReadiness();
  await signedIn(page, DIRECT);
  await page.goto('/dashboard/security-score');
  await expect(page).toHaveURL(/\/dashboard\/coverage-score$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coverage Score' })).toBeVisible();
  await expect(page).toHaveTitle(/Coverage Score/);

  const panel = page.getByRole('region', { name: 'Your score' });
  const meter = panel.getByRole('meter', { name: 'Coverage score' });
  await expect(meter).toHaveAttribute('aria-valuetext', new RegExp(`^${readiness.security_score} out of 100, `));
  await expect(panel.getByText('out of 100', { exact: true })).toBeVisible();
  await expect(panel.getByText('All Customers average')).toBeVisible();
  await expect(panel.getByText('Industry average (Healthcare)')).toBeVisible();
  await expect(panel.getByText('Size average (<3000 employees)')).toBeVisible();
  await expect(panel).toContainText('Updated just now');

  const table = panel.getByRole('table', { name: 'Score breakdown' });
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row('Configuration')).toContainText(`${readiness.configuration_score} of 35`);
  await expect(row('External Scans')).toContainText(`${readiness.exscan_score} of 15`);
  await expect(row('Total')).toContainText(`${readiness.security_score} of 100`);
  await expect(row('Firewall logs')).toHaveText(`Firewall logs${yesNo(readiness.fw_log_parser_exists)}`);
  await expect(row('Server antivirus')).toHaveText(`Server antivirus${yesNo(readiness.server_av_found)}`);
  const incidents = readiness.num_monthly_incidents;
  const level = incidents > 25 ? 'High' : incidents > 15 ? 'Medium' : 'Low';
  await expect(row('Monthly incidents')).toHaveText(`Monthly incidents${level}`);
  const { num_cloud_apps_configured: configured, num_cloud_apps_detected: detected } = readiness;
  const cloud = configured === null || detected === null ? 'N/A' : `${configured} / ${detected}`;
  await expect(row('Cloud apps')).toContainText(cloud);
});

test('the coverage score fails on its own and recovers with Retry', async ({ page }) => {
  await signedIn(page, DIRECT);
  await setFault(page, 'metricsSummary', 500);
  await page.goto('/dashboard/coverage-score');
  const panel = page.getByRole('region', { name: 'Your score' });
  await expect(panel.getByRole('alert')).toContainText('Internal server error.');
  await setFault(page, 'metricsSummary', null);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByRole('meter', { name: 'Coverage score' })).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Score breakdown' })).toBeVisible();
});
