import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ENDPOINT_CUSTOMER_NAME,
  endpointRows,
  longContentEndpointRows,
  manyEndpointRows,
} from '@portal/fixtures/widgets/endpointRows';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { orderedRows } from '../DataTable';
import { endpointColumns } from './endpointColumns';
import { EndpointTable } from './EndpointTable';
import { columnTexts, endpointGrid, pagerText, tabIntoGrid } from './storyHelpers';

const meta = {
  title: 'Data Display/EndpointTable/Features',
  component: EndpointTable,
  args: {
    rows: endpointRows,
    customerName: ENDPOINT_CUSTOMER_NAME,
    agentDownloadHref: '/downloads',
    onRemove: fn(() => Promise.resolve()),
    onSortChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof EndpointTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingWithProgress: Story = {
  args: { loading: true, progress: 64 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading endpoints' });
    await expect(bar).toHaveAttribute('aria-valuenow', '64');
    await expect(endpointGrid(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

const FIRST_ROWS_NOTE = `Loading endpoints... the first ${String(endpointRows.length)} are shown`;

export const LoadingWithNote: Story = {
  args: { loading: true, progress: 50, loadingNote: FIRST_ROWS_NOTE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(FIRST_ROWS_NOTE)).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: FIRST_ROWS_NOTE });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(pagerText(canvas)).toBe(
      `Showing 1 - ${String(endpointRows.length)} of ${String(endpointRows.length)} endpoints`,
    );
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const LoadingBeforeRows: Story = {
  args: { rows: [], loading: true, progress: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading endpoints' })).toBeVisible();
    await expect(canvas.queryByText('No endpoints found.')).not.toBeInTheDocument();
  },
};

/** A filter that matches nothing while rows still complete: the no-match message shows, under the progress bar. */
export const NoMatchWhileLoading: Story = {
  args: { loading: true, progress: 97 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zzzz-no-such-endpoint');
    await expect(
      await canvas.findByRole('heading', { name: 'No endpoints match the current filter criteria.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading endpoints' })).toHaveAttribute('aria-valuenow', '97');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No endpoints found.' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of endpoints' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Containment' })).toBeDisabled();
  },
};

export const ManyRows: Story = {
  args: { rows: manyEndpointRows },
  play: async ({ canvas, userEvent }) => {
    await expect(pagerText(canvas)).toBe('Showing 1 - 100 of 2,500 endpoints');
    await expect(within(endpointGrid(canvas)).getAllByRole('row').length).toBeLessThan(40);
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(pagerText(canvas)).toBe('Showing 2,401 - 2,500 of 2,500 endpoints');
  },
};

export const LongContent: Story = {
  args: { rows: longContentEndpointRows, optionalColumns: ['architecture', 'macAddress'] },
  play: async ({ canvas }) => {
    const long = await canvas.findByText(/NH-WS-ENGINEERING-BUILD-AGENT/);
    const rows = within(endpointGrid(canvas)).getAllByRole('row').slice(1);
    const heights = new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    // Long text is cut with an ellipsis, so every row keeps the same height (virtualised rows rely on it).
    await expect(heights.size).toBe(1);
    await expect(long.scrollWidth).toBeGreaterThan(long.clientWidth);
    await expect(
      canvas.getByText(/10\.12\.140\.201, fe80::a1b2:c3d4:e5f6:0718, 10\.12\.141\.17, …/),
    ).toBeInTheDocument();
  },
};

const SORTABLE = [
  ['Endpoint Name', 'hostname'],
  ['Last User', 'userName'],
  ['IP Address', 'ipAddress'],
  ['Status', 'status'],
  ['Operating System', 'OSVersion'],
  ['Last Reported', 'heartbeatTime'],
  ['Containment', 'contained'],
] as const;

export const SortByEachColumn: Story = {
  play: async ({ canvas, userEvent }) => {
    const columns = endpointColumns([]);
    for (const [header, columnId] of SORTABLE) {
      for (const direction of ['ascending', 'descending'] as const) {
        const current = canvas.getByRole('columnheader', { name: header }).getAttribute('aria-sort');
        if (current !== direction) await userEvent.click(canvas.getByRole('button', { name: header }));
        await expect(canvas.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', direction);
        const expected = orderedRows(endpointRows, columns, { columnId, direction }).slice(0, 5);
        await expect(columnTexts(canvas, 'Endpoint Name').slice(0, 5)).toEqual(
          expected.map((row) => row.hostname ?? ''),
        );
      }
    }
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    await expect(within(canvas.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
  },
};

export const PagingThrough: Story = {
  args: { pageSize: 20 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(pagerText(canvas)).toBe('Showing 1 - 20 of 59 endpoints');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(pagerText(canvas)).toBe('Showing 21 - 40 of 59 endpoints');
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(pagerText(canvas)).toBe('Showing 41 - 59 of 59 endpoints');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await expect(pagerText(canvas)).toBe('Showing 1 - 20 of 59 endpoints');
    // Sorting goes back to the first page.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Endpoint Name' }));
    await expect(pagerText(canvas)).toBe('Showing 1 - 20 of 59 endpoints');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await tabIntoGrid(canvas, () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Endpoint Name' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('gridcell', { name: 'NH-LNX-00002' })[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The IP cell hands the focus to its tooltip trigger, which shows every address.
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Ethernet0:');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Remove NH-LNX-00002' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}{Home}');
    // The first cell of the 11th row (the header row is the first of the grid).
    await expect(document.activeElement?.closest('tr')).toHaveAttribute('aria-rowindex', '12');
    await expect(document.activeElement).toHaveProperty('cellIndex', 0);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Remove /));
  },
};

const download = { fileName: '', csv: Promise.resolve('') };

export const CsvExport: Story = {
  beforeEach: () => {
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) download.csv = blob.text();
      return 'blob:endpoint-export';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      download.fileName = this.download;
    });
    return () => {
      createUrl.mockRestore();
      click.mockRestore();
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Offline');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(download.fileName).toBe('Northwind Health-agent-endpoints-2026-11-20.csv');
    const lines = (await download.csv).trimEnd().split('\r\n');
    await expect(lines[0]).toBe('Endpoint Name,Last User,IP Address,Status,Operating System,Last Reported,Containment');
    // The filtered rows only, all of them.
    await expect(lines).toHaveLength(1 + 7);
    await expect(lines.slice(1).every((line) => line.includes(',Offline,'))).toBe(true);
  },
};

export const OptionalColumns: Story = {
  args: { optionalColumns: ['architecture', 'softwareVersion', 'id', 'deploymentID', 'macAddress'] },
  play: async ({ canvas }) => {
    const headers = within(endpointGrid(canvas))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers.slice(7)).toEqual([
      'Architecture',
      'Agent Version',
      'Client ID',
      'Deployment ID',
      'MAC Address',
      'Actions',
    ]);
  },
};
