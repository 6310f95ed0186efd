import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, type LogExport, type LogExportRequest, type LogSearch } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { LOG_EXPORT_V2_FLAG } from '../../logSearch';
import { LogSearchPage } from './LogSearchPage';
import { FAST_POLL_MS, NO_POLL_MS, PageAtRoutes, toasts, withUser } from './storySupport';

const demo = new DemoDatabase({ now: DEMO_NOW });
const LARGE = demo
  .customer(DEMO_CUSTOMERS.direct)
  .logSearches.find((search) => search.request.query === 'dst_port=3389');
if (!LARGE) throw new Error('The demo lacks the dst_port=3389 search');
/** The same search without its seeded export, so the page shows only what the story starts. */
const FRESH: LogSearch = { ...LARGE, exports: [] };
const SEEDED_EXPORT = LARGE.exports[0];
const AS_DIRECT = { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } };

/** Answers the search without exports until one is started, then with what the demo started. */
function freshSearch() {
  const started: LogExport[] = [];
  return {
    started,
    handlers: [
      http.get(anyOrigin(CALLS.logSearch.path), () =>
        HttpResponse.json({ search: { ...FRESH, exports: started } }, AS_DIRECT),
      ),
    ],
  };
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const exportsList = async (canvas: Canvas) => canvas.findByRole('list', { name: 'Exports of this search' });

const meta = {
  title: 'Screens/Data/LogSearchPage/Exports',
  component: LogSearchPage,
  args: { pollMs: FAST_POLL_MS },
  render: (args) => <PageAtRoutes {...args} />,
  parameters: { layout: 'fullscreen', route: `/logsearch/search/${LARGE.id}` },
} satisfies Meta<typeof LogSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished export: its download link. */
export const ExportComplete: Story = {
  play: async ({ canvas }) => {
    const list = await exportsList(canvas);
    await expect(within(list).getByText('Export complete')).toBeVisible();
    const link = await within(list).findByRole('link', { name: 'Download export' });
    await expect(link).toHaveAttribute('href', expect.stringContaining(`${SEEDED_EXPORT?.export_id ?? '?'}.zip`));
  },
};

/** Started and polled once: in progress, with its percent. */
export const ExportInProgress: Story = {
  args: { pollMs: NO_POLL_MS },
  beforeEach: ({ msw }) => {
    const fresh = freshSearch();
    msw.use(
      ...fresh.handlers,
      http.post(anyOrigin(CALLS.startLogExport.path), async ({ request }) => {
        const entry = { export_id: 'e-1', search_id: FRESH.id, percent_complete: 0, status: 'NOT_STARTED' as const };
        fresh.started.push(entry);
        await request.text();
        return HttpResponse.json({ export: entry }, { status: 201, ...AS_DIRECT });
      }),
      http.get(anyOrigin(CALLS.logExport.path), () =>
        HttpResponse.json({ export: { ...fresh.started[0], status: 'IN_PROGRESS', percent_complete: 35 } }, AS_DIRECT),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export results' }));
    await expect(await toasts().findByText('Export started.')).toBeVisible();
    const bar = await within(await exportsList(canvas)).findByRole('progressbar', { name: 'Export in progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '35');
  },
};

/** csv in a zip by default, split by time frame when chosen; polled until complete, then the download link. */
export const ExportSplitByTimeframe: Story = {
  beforeEach: ({ msw, parameters }) => {
    const fresh = freshSearch();
    const sent: LogExportRequest[] = [];
    parameters.sent = sent;
    msw.use(
      ...fresh.handlers,
      http.post(anyOrigin(CALLS.startLogExport.path), async ({ request }) => {
        const body = (await request.json()) as LogExportRequest;
        sent.push(body);
        const entry = { export_id: 'e-2', search_id: FRESH.id, percent_complete: 0, status: 'NOT_STARTED' as const };
        fresh.started.push(entry);
        return HttpResponse.json({ export: entry }, { status: 201, ...AS_DIRECT });
      }),
      http.get(anyOrigin(CALLS.logExport.path), () =>
        HttpResponse.json({ export: { ...fresh.started[0], status: 'COMPLETE', percent_complete: 100 } }, AS_DIRECT),
      ),
      http.get(anyOrigin(CALLS.logExportLink.path), () =>
        HttpResponse.json({ url: 'https://downloads.example.com/logsearch/e-2.zip' }, AS_DIRECT),
      ),
    );
  },
  play: async ({ canvas, userEvent, parameters }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Data format' })).toHaveValue('csv');
    await expect(canvas.getByRole('combobox', { name: 'Archive format' })).toHaveValue('zip');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Split by time frame' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include log source details' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export results' }));
    const link = await within(await exportsList(canvas)).findByRole('link', { name: 'Download export' });
    await expect(link).toHaveAttribute('href', 'https://downloads.example.com/logsearch/e-2.zip');
    await expect(parameters.sent).toEqual([
      {
        search_id: FRESH.id,
        data_format: 'csv',
        archive_format: 'zip',
        split_by_timeframe: true,
        log_sources_info: true,
      },
    ]);
  },
};

export const ExportFailed: Story = {
  beforeEach: ({ msw }) => {
    const failed = { export_id: 'e-3', search_id: FRESH.id, percent_complete: 0, status: 'IN_PROGRESS' as const };
    msw.use(
      http.get(anyOrigin(CALLS.logSearch.path), () =>
        HttpResponse.json({ search: { ...FRESH, exports: [failed] } }, AS_DIRECT),
      ),
      http.get(anyOrigin(CALLS.logExport.path), () =>
        HttpResponse.json({ export: { ...failed, status: 'FAILED' } }, AS_DIRECT),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await within(await exportsList(canvas)).findByText('Export failed')).toBeVisible();
  },
};

/** With the v2 flag the export posts the search id only (the v1 call would fail here), and offers no formats. */
export const V2Export: Story = {
  beforeEach: ({ msw }) => {
    withUser((user) => ({ ...user, feature_flags: [...user.feature_flags, LOG_EXPORT_V2_FLAG] }))();
    msw.use(withFault('post', CALLS.startLogExport.path, 500));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export results' }));
    await expect(await toasts().findByText('Export started.')).toBeVisible();
    await waitFor(async () =>
      expect(within(await exportsList(canvas)).getAllByRole('listitem')).toHaveLength(LARGE.exports.length + 1),
    );
    await expect(canvas.queryByRole('combobox', { name: 'Data format' })).toBeNull();
  },
};

export const ExportsDisabled: Story = {
  beforeEach: withUser((user) => ({
    ...user,
    feature_flags: user.feature_flags.filter((flag) => flag !== 'log_downloads_enabled'),
  })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Exports are not enabled for your account.')).toBeVisible();
    await expect(canvas.getByText(/results found/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export results' })).toBeNull();
  },
};

export const ExportStartFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.startLogExport.path, 503)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export results' }));
    await expect(await toasts().findByText('Service temporarily unavailable.')).toBeVisible();
  },
};
