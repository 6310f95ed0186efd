import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, faultReply, withFault } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReportsPage } from './ReportsPage';

const REPORTS = CALLS.reports.path;
const REPORT_DOWNLOAD = CALLS.reportDownload.path;
/** The demo API's report links: https://downloads.example.com/reports/{report id}.pdf */
const REPORT_LINK = /^https:\/\/downloads\.example\.com\/reports\/[0-9a-f-]{36}\.pdf$/;
// The direct customer's reports, one a fortnight from two days before the demo clock (2026-11-20), newest first.
const NEWEST = 'Monthly executive summary — 2026-11';
const OLDEST = 'Coverage score review — 2026-08';

const meta = {
  title: 'Screens/Data/ReportsPage',
  component: ReportsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/reports',
    docs: {
      description: {
        component:
          '/reports with no unified-portal host: the customer’s reports from `GET /api/v1/reports`; each report’s link from `GET /api/v1/report/download` on demand. Type, search, sort and page are in the URL.',
      },
    },
  },
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = async (canvas: Canvas) => within(await canvas.findByRole('grid', { name: 'Reports' }));
type Grid = Awaited<ReturnType<typeof table>>;
const bodyRows = (grid: Grid): HTMLElement[] => grid.getAllByRole('row').slice(1);

/** Northwind Health's eight reports, newest first, each with its own download. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const grid = await table(canvas);
    const rows = bodyRows(grid);
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent(NEWEST);
    await expect(rows[0]).toHaveTextContent('Executive summary');
    await expect(rows[0]).toHaveTextContent('2026-11-18');
    await expect(rows[7]).toHaveTextContent(OLDEST);
    await expect(grid.getAllByRole('button', { name: /^Get download link/ })).toHaveLength(8);
    await expect(canvas.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
    const panel = canvas.getByRole('region', { name: 'Available reports' });
    await expect(panel).toHaveTextContent('Updated just now');
    await expect(canvas.getByRole('button', { name: 'Refresh Available reports' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', REPORTS, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading reports...')).toBeVisible();
  },
};

export const NoReports: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(REPORTS), () =>
        HttpResponse.json({ reports: [] }, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } }),
      ),
    ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No reports are available yet.' })).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Reports' })).toBeNull();
  },
};

/** The list fails: the catalogue's message in the panel, and Retry loads it again. */
export const ListFailure: Story = {
  beforeEach: ({ msw }) => msw.use(http.get(anyOrigin(REPORTS), () => faultReply(500), { once: true })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(bodyRows(await table(canvas))[0]).toHaveTextContent(NEWEST);
  },
};

export const ListTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', REPORTS, 504)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
  },
};

/** Get download link asks for the newest report's link; the link takes the button's place. */
export const DownloadLink: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await userEvent.click(grid.getByRole('button', { name: `Get download link ${NEWEST}` }));
    const link = await grid.findByRole('link', { name: new RegExp(`^Download ${NEWEST}`) });
    await expect(link).toHaveAttribute('href', expect.stringMatching(REPORT_LINK));
    await expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(link).toHaveFocus());
    // The other reports still offer their own.
    await expect(grid.getByRole('button', { name: `Get download link ${OLDEST}` })).toBeEnabled();
  },
};

/** While the link is on its way the report's button is busy. */
export const DownloadLinkLoading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', REPORT_DOWNLOAD, 'never')),
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    const button = grid.getByRole('button', { name: `Get download link ${NEWEST}` });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A failed link shows beside its report with Retry; Retry then gets the link. */
export const DownloadLinkFailure: Story = {
  beforeEach: ({ msw }) => msw.use(http.get(anyOrigin(REPORT_DOWNLOAD), () => faultReply('network'), { once: true })),
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await userEvent.click(grid.getByRole('button', { name: `Get download link ${NEWEST}` }));
    const row = within(bodyRows(grid)[0] ?? document.body);
    await expect(await row.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    await expect(bodyRows(grid)[1]).not.toHaveTextContent(NETWORK_ERROR_MESSAGE);
    await userEvent.click(row.getByRole('button', { name: `Retry ${NEWEST}` }));
    await expect(await row.findByRole('link', { name: new RegExp(`^Download ${NEWEST}`) })).toHaveAttribute(
      'href',
      expect.stringMatching(REPORT_LINK),
    );
  },
};

/** Tallgrass Logistics keeps over two years of reports: 25 a page, the page in the URL. */
export const ManyReports: Story = {
  parameters: { persona: 'benchmark', route: '/reports?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(canvas.getByText('Showing 51 - 60 of 60 reports')).toBeVisible();
    await expect(bodyRows(grid)).toHaveLength(10);
  },
};

/** `?type=compliance` lists the compliance reports only, and Clear All shows every report again. */
export const FilteredByType: Story = {
  parameters: { route: '/reports?type=compliance' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(bodyRows(grid)).toHaveLength(2);
    await expect(bodyRows(grid)[0]).toHaveTextContent('PCI DSS compliance — 2026-10');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('compliance');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(8));
  },
};

/** Typed search words narrow the list as they are typed. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search reports' }), 'coverage 2026-08');
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(1));
    await expect(bodyRows(grid)[0]).toHaveTextContent(OLDEST);
  },
};

export const NoMatch: Story = {
  parameters: { route: '/reports?q=penetration' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reports match the current filter criteria.')).toBeVisible();
  },
};

/** `?sort=name` orders the reports by name. */
export const SortedByName: Story = {
  parameters: { route: '/reports?sort=name' },
  play: async ({ canvas }) => {
    const rows = bodyRows(await table(canvas));
    await expect(rows[0]).toHaveTextContent('Coverage score review — 2026-08');
    await expect(rows[7]).toHaveTextContent('Vulnerability assessment — 2026-11');
    await expect(canvas.getByRole('columnheader', { name: 'Report' })).toHaveAttribute('aria-sort', 'ascending');
  },
};
