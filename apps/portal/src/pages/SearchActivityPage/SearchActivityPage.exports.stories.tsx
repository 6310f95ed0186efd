import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, type LogExport, type LogSearch } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SearchActivityPage } from './SearchActivityPage';
import { pastSearch, QUERIES, rowOf, SearchActivityScreen, withFlags, withoutFlags } from './storySupport';

const meta = {
  title: 'Screens/Data/SearchActivityPage/Exports',
  component: SearchActivityPage,
  render: (args) => <SearchActivityScreen {...args} />,
  parameters: { layout: 'fullscreen', route: '/logsearch/activity' },
} satisfies Meta<typeof SearchActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUERY = 'host=web-001';
const withExport = (entry: Omit<LogExport, 'search_id'>): LogSearch => {
  const search = pastSearch(0);
  return { ...search, exports: [{ ...entry, search_id: search.id }] };
};
const listWith = (search: LogSearch) =>
  http.get(anyOrigin(CALLS.logSearches.path), () =>
    HttpResponse.json({ searches: [search] }, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } }),
  );
const EXPORT_ID = '00000000-0000-4000-8000-0000000000e1';

const openExports = async (canvasElement: HTMLElement, query: string) => {
  const row = await rowOf(canvasElement, query);
  await userEvent.click(row.getByRole('button', { name: `Exports of ${query}` }));
  return within(await screen.findByRole('dialog', { name: `Exports of ${query}` }));
};

/** A finished export: the list and the dialog both offer its download. */
export const ExportComplete: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openExports(canvasElement, QUERIES.exported);
    await expect(dialog.getByText('Export complete')).toBeVisible();
    await expect(await dialog.findByRole('link', { name: 'Download export' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/downloads\.example\.com\/logsearch\/.+\.zip$/),
    );
  },
};

/** A new export from the dialog: started, polled, then its download link (csv in a zip by default). */
export const StartExport: Story = {
  args: { pollMs: 150 },
  play: async ({ canvasElement }) => {
    const dialog = await openExports(canvasElement, QUERIES.finished);
    await expect(dialog.getByRole('combobox', { name: 'Data format' })).toHaveValue('csv');
    await expect(dialog.getByRole('combobox', { name: 'Archive format' })).toHaveValue('zip');
    await userEvent.click(dialog.getByRole('button', { name: 'Export results' }));
    await expect(await screen.findByText('Export started.')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('link', { name: 'Download export' })).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const row = await rowOf(canvasElement, QUERIES.finished);
    await waitFor(() => expect(row.getByText('Complete')).toBeVisible());
  },
};

/** An export under way: its percent in the list, a progress bar in the dialog. */
export const ExportInProgress: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      listWith(withExport({ export_id: EXPORT_ID, status: 'IN_PROGRESS', percent_complete: 35 })),
      withFault('get', CALLS.logExport.path, 'never'),
    ),
  play: async ({ canvasElement }) => {
    await expect((await rowOf(canvasElement, QUERY)).getByText('In progress 35%')).toBeVisible();
    const dialog = await openExports(canvasElement, QUERY);
    await expect(dialog.getByRole('progressbar', { name: 'Export in progress' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
  },
};

export const ExportQueued: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      listWith(withExport({ export_id: EXPORT_ID, status: 'NOT_STARTED', percent_complete: 0 })),
      withFault('get', CALLS.logExport.path, 'never'),
    ),
  play: async ({ canvasElement }) => {
    await expect((await rowOf(canvasElement, QUERY)).getByText('Queued')).toBeVisible();
  },
};

export const ExportFailed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(listWith(withExport({ export_id: EXPORT_ID, status: 'FAILED', percent_complete: 0 }))),
  play: async ({ canvasElement }) => {
    await expect((await rowOf(canvasElement, QUERY)).getByText('Failed')).toBeVisible();
    const dialog = await openExports(canvasElement, QUERY);
    await expect(dialog.getByText('Export failed')).toBeVisible();
  },
};

/** The download link cannot be fetched: the dialog says why and offers a retry. */
export const DownloadLinkFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.logExportLink.path, 500)),
  play: async ({ canvasElement }) => {
    const dialog = await openExports(canvasElement, QUERIES.exported);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A search without hits has nothing to export. */
export const NothingToExport: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openExports(canvasElement, QUERIES.empty);
    await expect(dialog.getByText('Only a search that finished with results can be exported.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Export results' })).toBeDisabled();
  },
};

/** Without `log_downloads_enabled` no export is offered: no Exports column, no Exports button. */
export const ExportsDisabled: Story = {
  beforeEach: withoutFlags('log_downloads_enabled'),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, QUERIES.exported);
    await expect(row.getByRole('button', { name: `Retry search ${QUERIES.exported}` })).toBeVisible();
    await expect(row.queryByRole('button', { name: `Exports of ${QUERIES.exported}` })).toBeNull();
    const grid = within(canvasElement).getByRole('grid', { name: 'Past searches' });
    await expect(within(grid).queryByRole('columnheader', { name: /Exports/ })).toBeNull();
  },
};

/** The v2 export (the `log_search_export_v2` flag): no format choices, and the start goes to the v2 call. */
const v2Starts = { count: 0 };
export const ExportV2: Story = {
  args: { pollMs: 150 },
  beforeEach: ({ msw }) => {
    withFlags('log_search_export_v2')();
    v2Starts.count = 0;
    msw.use(
      http.post(anyOrigin(CALLS.startLogExportV2.path), () => {
        v2Starts.count += 1;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openExports(canvasElement, QUERIES.finished);
    await expect(dialog.queryByRole('combobox', { name: 'Data format' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Export results' }));
    await expect(await screen.findByText('Export started.')).toBeVisible();
    await expect(v2Starts.count).toBe(1);
    await waitFor(() => expect(dialog.getByRole('link', { name: 'Download export' })).toBeVisible());
  },
};
