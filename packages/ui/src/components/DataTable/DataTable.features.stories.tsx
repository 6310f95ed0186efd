import type { Meta, StoryObj } from '@storybook/react-vite';
import { endpointRows, manyEndpointRows } from '@portal/fixtures/widgets/endpointRows';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { EndpointRow } from '../EndpointTable';
import { DataTable, type DataTableProps } from './DataTable';
import { hostColumns, hostId } from './storyColumns';
import type { DataTableSort } from './types';

const meta = {
  title: 'Data Display/DataTable/Features',
  component: DataTable,
  args: {
    rows: endpointRows,
    columns: hostColumns,
    getRowId: hostId,
    caption: 'Hosts',
    noun: 'hosts',
    onSortChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<DataTableProps<EndpointRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstCells = (grid: HTMLElement, column: number) =>
  within(grid)
    .getAllByRole('row')
    .slice(1, 4)
    .map((row) => within(row).getAllByRole('gridcell')[column]?.textContent);

export const SortByColumn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'ascending' });
    const ascending = firstCells(grid, 0);
    await expect([...ascending].sort()).toEqual(ascending);
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = firstCells(grid, 0);
    await expect([...descending].sort().reverse()).toEqual(descending);
  },
};

export const SortWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Status' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCells(canvas.getByRole('grid'), 3)).toEqual(['Offline', 'Offline', 'Offline']);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const cell = (row: number, column: number) => grid.querySelector(`[data-cell="${row}:${column}"]`);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell(1, 0)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(cell(1, 2)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(cell(1, 3)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(cell(1, 0)).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(cell(11, 0)).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(cell(59, 3)).toHaveFocus());
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Name' })).toHaveFocus());
    // One tab stop: Tab leaves the grid for the pager.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    await expect(grid).not.toContainElement(
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
    await userEvent.tab({ shift: true });
    await expect(cell(2, 0)).toHaveFocus();
  },
};

export const Paging: Story = {
  args: { pageSize: 20 },
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Showing 1 - 20 of 59 hosts');
    await expect(canvas.getByRole('button', { name: 'First' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(status).toHaveTextContent('Showing 21 - 40 of 59 hosts');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(status).toHaveTextContent('Showing 41 - 59 of 59 hosts');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(status).toHaveTextContent('Showing 21 - 40 of 59 hosts');
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await expect(status).toHaveTextContent('Showing 1 - 20 of 59 hosts');
  },
};

/** One page of a list paged elsewhere (e.g. by the server): the rows show without the table's own pager. */
export const WithoutPager: Story = {
  args: { pager: false, pageSize: 100 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    await expect(grid).toHaveAttribute('aria-rowcount', '60');
    await expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.queryByRole('navigation', { name: 'Pages of hosts' })).not.toBeInTheDocument();
  },
};

export const ManyRowsVirtualised: Story = {
  args: { rows: manyEndpointRows, pageSize: 2500 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 - 2,500 of 2,500 hosts');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    const scroller = grid.parentElement;
    scroller?.scrollTo({ top: scroller.scrollHeight });
    await waitFor(() => expect(grid.querySelector('[data-cell="2500:0"]')).toBeInTheDocument());
    await expect(grid.querySelector('[data-cell="1:0"]')).not.toBeInTheDocument();
  },
};

const renderedRowCount = (grid: HTMLElement) => grid.querySelectorAll('tbody tr[aria-rowindex]').length;

/**
 * A new order paints the rows in view first: the spare rows beyond the view (for the next scroll) follow a frame
 * later, so a sort or a keystroke over thousands of rows does not wait for rows no one sees yet.
 */
export const NewOrderPaintsRowsInViewFirst: Story = {
  args: { rows: manyEndpointRows, pageSize: 2500 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    // Ten rows in view and six spare below them.
    await waitFor(() => expect(renderedRowCount(grid)).toBe(16));
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    within(nameHeader).getByRole('button', { name: 'Name' }).click();
    // React renders a click's update in a microtask it queued during the click: this one runs after it, before any
    // frame could paint.
    await Promise.resolve();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(renderedRowCount(grid)).toBeLessThanOrEqual(11);
    await expect(grid.querySelector('[data-cell="1:0"]')).toBeInTheDocument();
    await waitFor(() => expect(renderedRowCount(grid)).toBe(16));
  },
};

/**
 * DOM rows are reused as the table scrolls; the focused one is not: scrolled far away, the focus does not stay on a
 * DOM row now showing another host, and back at the top the row and its cell are there again.
 */
export const FocusedRowScrolledAway: Story = {
  args: { rows: manyEndpointRows, pageSize: 2500 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const cell = (position: string) => grid.querySelector<HTMLElement>(`[data-cell="${position}"]`);
    const focusedHost = cell('3:0')?.textContent;
    cell('3:0')?.focus();
    await expect(cell('3:0')).toHaveFocus();
    const scroller = grid.parentElement;
    // 1,000 rows of 48 px down: the 1,001st row is the first in view.
    scroller?.scrollTo({ top: 48_000 });
    await waitFor(() => expect(cell('1001:0')).toBeInTheDocument());
    const focusedCell = document.activeElement?.closest('[data-cell]');
    await expect(focusedCell === null || focusedCell === undefined || focusedCell.textContent === focusedHost).toBe(
      true,
    );
    scroller?.scrollTo({ top: 0 });
    await waitFor(() => expect(cell('3:0')).toHaveTextContent(focusedHost ?? ''));
  },
};

/** A new sort shows the top of the list again: the rows scrolled to are no longer where they were. */
export const SortReturnsToTop: Story = {
  args: { rows: manyEndpointRows, pageSize: 2500 },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const scroller = grid.parentElement;
    scroller?.scrollTo({ top: 20_000 });
    await waitFor(() => expect(grid.querySelector('[data-cell="1:0"]')).not.toBeInTheDocument());
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(grid.querySelector('[data-cell="1:0"]')).toBeInTheDocument());
    await expect(scroller?.scrollTop).toBe(0);
  },
};

export const StickyHeader: Story = {
  args: { rows: manyEndpointRows },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const scroller = grid.parentElement;
    scroller?.scrollTo({ top: 2000 });
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    await waitFor(() =>
      expect(header.getBoundingClientRect().top).toBeCloseTo(scroller?.getBoundingClientRect().top ?? 0, -1),
    );
    await expect(header).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true, progress: 40, loadingLabel: 'Loading hosts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading hosts' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { name: 'No rows found.' })).not.toBeInTheDocument();
  },
};

export const LoadingWithVisibleLabel: Story = {
  args: { loading: true, progress: 25, loadingLabel: 'Loading hosts... the first 2 are shown', showLoadingLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading hosts... the first 2 are shown')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Loading hosts... the first 2 are shown' });
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No hosts found.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No hosts found.' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of hosts' })).not.toBeInTheDocument();
  },
};

const nothing = () => false;

export const NoMatch: Story = {
  args: {
    rowFilter: nothing,
    noMatchMessage: 'No hosts match the current filter criteria.',
    noMatchAction: <Button>Clear Filters</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No hosts match the current filter criteria.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
  },
};

/** Sort and page owned by the parent, as the app does with URL parameters. */
function ControlledTable() {
  const [sort, setSort] = useState<DataTableSort | null>({ columnId: 'user', direction: 'descending' });
  const [page, setPage] = useState(2);
  return (
    <>
      <output aria-label="URL state">{`sort=${sort?.columnId ?? ''}:${sort?.direction ?? ''} page=${page}`}</output>
      <DataTable
        rows={endpointRows}
        columns={hostColumns}
        getRowId={hostId}
        caption="Hosts"
        noun="hosts"
        sort={sort}
        onSortChange={setSort}
        page={page}
        onPageChange={setPage}
        pageSize={20}
      />
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTable />,
  play: async ({ canvas, userEvent }) => {
    const url = canvas.getByRole('status', { name: 'URL state' });
    await expect(url).toHaveTextContent('sort=user:descending page=2');
    await expect(canvas.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByText('Showing 21 - 40 of 59 hosts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(url).toHaveTextContent('sort=name:ascending page=1');
  },
};

/** The rows given again in reverse order (new data while the user is in the table), with a control to do it. */
function ReorderedTable() {
  const [rows, setRows] = useState<readonly EndpointRow[]>(endpointRows);
  return (
    <>
      <Button variant="secondary" onClick={() => setRows((shown) => [...shown].reverse())}>
        Reverse rows
      </Button>
      <DataTable rows={rows} columns={hostColumns} getRowId={hostId} caption="Hosts" noun="hosts" />
    </>
  );
}

/** Rows given again in another order while a row has the focus: the focus does not stay on another host's cell. */
export const FocusedRowReordered: Story = {
  render: () => <ReorderedTable />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const cell = (position: string) => grid.querySelector<HTMLElement>(`[data-cell="${position}"]`);
    const focusedHost = cell('3:0')?.textContent;
    cell('3:0')?.focus();
    await expect(cell('3:0')).toHaveFocus();
    // A click by script, so the focus stays in the table.
    canvas.getByRole('button', { name: 'Reverse rows' }).click();
    await waitFor(() => expect(cell('3:0')).not.toHaveTextContent(focusedHost ?? ''));
    await expect(cell('1:0')).toHaveTextContent(endpointRows.at(-1)?.hostname ?? '');
    const focusedCell = document.activeElement?.closest('[data-cell]');
    await expect(focusedCell === null || focusedCell === undefined || focusedCell.textContent === focusedHost).toBe(
      true,
    );
  },
};

/** New rows given (data refreshed) are no new order of the user's: the spare rows beyond the view stay rendered. */
export const NewRowsKeepSpareRows: Story = {
  render: () => <ReorderedTable />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    await waitFor(() => expect(renderedRowCount(grid)).toBe(16));
    canvas.getByRole('button', { name: 'Reverse rows' }).click();
    // After React's render of the click (a microtask it queued), before any frame could paint.
    await Promise.resolve();
    await expect(grid.querySelector('[data-cell="1:0"]')).toHaveTextContent(endpointRows.at(-1)?.hostname ?? '');
    await expect(renderedRowCount(grid)).toBe(16);
  },
};
