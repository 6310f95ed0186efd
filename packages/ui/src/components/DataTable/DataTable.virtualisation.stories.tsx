import type { Meta, StoryObj } from '@storybook/react-vite';
import { endpointRows, manyEndpointRows } from '@portal/fixtures/widgets/endpointRows';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { EndpointRow } from '../EndpointTable';
import { cellAt } from './cellPosition';
import { DataTable, type DataTableProps } from './DataTable';
import { narrowingFilter, type RowFilter } from './rowOrder';
import { hostTableArgs } from './storyColumns';

/** Many rows, virtualised: rows in view first, DOM rows reused, and the keyboard focus kept on its own row. */
const meta = {
  title: 'Data Display/DataTable/Virtualisation',
  component: DataTable,
  args: {
    rows: endpointRows,
    ...hostTableArgs,
    onSortChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<DataTableProps<EndpointRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyRowsVirtualised: Story = {
  args: { rows: manyEndpointRows, pageSize: 2500 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 - 2,500 of 2,500 hosts');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    const scroller = grid.parentElement;
    scroller?.scrollTo({ top: scroller.scrollHeight });
    await waitFor(() => expect(cellAt(grid, { row: 2500, column: 0 })).toBeInTheDocument());
    await expect(cellAt(grid, { row: 1, column: 0 })).not.toBeInTheDocument();
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
    await expect(cellAt(grid, { row: 1, column: 0 })).toBeInTheDocument();
    await waitFor(() => expect(renderedRowCount(grid)).toBe(16));
  },
};

/**
 * The first sort of a column of many texts (2,500 hostnames here, 100,000 on the endpoint page) paints its first rows
 * in order at once and sorts the rest right after that paint: the end of the table is in order too.
 */
export const FirstSortOfManyTextsSortsTheRestAfterItsPaint: Story = {
  // In no order (the demo rows come by number): left unsorted, the rest of the table would show it.
  args: {
    rows: manyEndpointRows.flatMap((_, index) => manyEndpointRows[(index * 7919) % manyEndpointRows.length] ?? []),
    pageSize: 2500,
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    await waitFor(() => expect(renderedRowCount(grid)).toBe(16));
    // The oracle: the hostnames sorted as a small table would (localeCompare), the rows without one last.
    const names = manyEndpointRows
      .flatMap((row) => (row.hostname === null ? [] : [row.hostname]))
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
    const nameAt = (row: number) => cellAt(grid, { row, column: 0 })?.textContent;
    within(canvas.getByRole('columnheader', { name: 'Name' }))
      .getByRole('button', { name: 'Name' })
      .click();
    // After React's render of the click (a microtask it queued), before any frame could paint.
    await Promise.resolve();
    await expect(nameAt(1)).toBe(names[0]);
    await expect(nameAt(2)).toBe(names[1]);
    const scroller = grid.parentElement;
    await waitFor(() => expect(renderedRowCount(grid)).toBe(16));
    const rowHeight = grid.querySelector('tbody tr[aria-rowindex]')?.getBoundingClientRect().height ?? 0;
    await expect(rowHeight).toBeGreaterThan(0);
    scroller?.scrollTo({ top: (names.length - 5) * rowHeight });
    await waitFor(() => expect(nameAt(names.length)).toBe(names.at(-1)));
    await expect(nameAt(names.length - 1)).toBe(names.at(-2));
  },
};

/**
 * A jump (the scrollbar dragged far) paints the rows in view alone; the spare rows around them are added within the
 * next frame's animation callbacks, so that frame lays them out. Added in a task between two frames, they were laid
 * out inside the next scroll event's handler instead, and made the next jump wait for them.
 */
export const JumpAddsSpareRowsInTheNextFrame: Story = {
  args: { rows: manyEndpointRows, pageSize: 2500 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    await waitFor(() => expect(renderedRowCount(grid)).toBe(16));
    const scroller = grid.parentElement;
    const body = grid.querySelector('tbody');
    if (!scroller || !body) throw new Error('The table has no scroll area or body');
    // The frame in which the spare rows around the 1,001st row (the first in view after the jump) arrive: the
    // document timeline's time, which is the time of the frame being rendered, and between two frames still that of
    // the last one.
    const sparesAddedAt = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (cellAt(grid, { row: 1001, column: 0 }) === null || renderedRowCount(grid) <= 11) return;
        observer.disconnect();
        resolve(Number(document.timeline.currentTime));
      });
      observer.observe(body, { childList: true });
    });
    // The rows the jump rendered (this listener runs after the table's own), and when the frame after it began.
    const jump = new Promise<{ rows: number; nextFrameAt: number }>((resolve) => {
      const onScroll = () => {
        const rows = renderedRowCount(grid);
        requestAnimationFrame(() => requestAnimationFrame((nextFrameAt) => resolve({ rows, nextFrameAt })));
      };
      scroller.addEventListener('scroll', onScroll, { once: true });
    });
    scroller.scrollTo({ top: 48_000 });
    const { rows, nextFrameAt } = await jump;
    await expect(cellAt(grid, { row: 1001, column: 0 })).toHaveTextContent(/\S/);
    await expect(rows).toBeLessThanOrEqual(11);
    await expect(await sparesAddedAt).toBeGreaterThanOrEqual(nextFrameAt);
    // Ten rows in view, two spare above them and six below.
    await expect(renderedRowCount(grid)).toBe(18);
  },
};

/** Focuses the first cell of the third row; answers its host and a check that the focus is on no other host. */
async function focusThirdRow(grid: HTMLElement) {
  const cell = cellAt(grid, { row: 3, column: 0 });
  const host = cell?.textContent ?? '';
  cell?.focus();
  await expect(cell).toHaveFocus();
  return {
    host,
    /** The focused cell, if any, still shows the host it was focused on. */
    onNoOtherHost: async () => {
      const focused = document.activeElement?.closest('td, th');
      await expect(focused === null || focused === undefined || focused.textContent === host).toBe(true);
    },
  };
}

/**
 * DOM rows are reused as the table scrolls; the focused one is not: scrolled far away, the focus does not stay on a
 * DOM row now showing another host, and back at the top the row and its cell are there again.
 */
export const FocusedRowScrolledAway: Story = {
  args: { rows: manyEndpointRows, pageSize: 2500 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const cell = (row: number, column: number) => cellAt(grid, { row, column });
    const focused = await focusThirdRow(grid);
    const scroller = grid.parentElement;
    // 1,000 rows of 48 px down: the 1,001st row is the first in view.
    scroller?.scrollTo({ top: 48_000 });
    await waitFor(() => expect(cell(1001, 0)).toBeInTheDocument());
    await focused.onNoOtherHost();
    scroller?.scrollTo({ top: 0 });
    await waitFor(() => expect(cell(3, 0)).toHaveTextContent(focused.host));
  },
};

/** The elements of the grid a Tab stops at: the one tab stop, wherever it is. */
const tabStops = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('[tabindex="0"]')];

/**
 * The tab stop follows the active cell while its row is rendered; scrolled far away (its row no longer rendered), it
 * moves to the header of the same column, so a Tab still enters the grid, and comes back with the row.
 */
export const TabStopOnHeaderWhileActiveRowScrolledAway: Story = {
  args: { rows: manyEndpointRows, pageSize: 2500 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const scroller = grid.parentElement;
    const userCell = cellAt(grid, { row: 3, column: 1 });
    const userText = userCell?.textContent ?? '';
    await expect(userText).not.toBe('');
    userCell?.focus();
    await waitFor(() => expect(tabStops(grid)).toEqual([userCell]));
    const userSort = within(canvas.getByRole('columnheader', { name: 'User' })).getByRole('button', { name: 'User' });
    await expect(userSort).toHaveAttribute('tabindex', '-1');
    scroller?.scrollTo({ top: 48_000 });
    await waitFor(() => expect(cellAt(grid, { row: 1001, column: 0 })).toBeInTheDocument());
    await waitFor(() => expect(tabStops(grid)).toEqual([userSort]));
    scroller?.scrollTo({ top: 0 });
    await waitFor(() => expect(cellAt(grid, { row: 3, column: 1 })).toHaveTextContent(userText));
    await waitFor(() => expect(tabStops(grid)).toEqual([cellAt(grid, { row: 3, column: 1 })]));
    await expect(userSort).toHaveAttribute('tabindex', '-1');
  },
};

/** A new sort shows the top of the list again: the rows scrolled to are no longer where they were. */
export const SortReturnsToTop: Story = {
  args: { rows: manyEndpointRows, pageSize: 2500 },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const scroller = grid.parentElement;
    scroller?.scrollTo({ top: 20_000 });
    await waitFor(() => expect(cellAt(grid, { row: 1, column: 0 })).not.toBeInTheDocument());
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(cellAt(grid, { row: 1, column: 0 })).toBeInTheDocument());
    await expect(scroller?.scrollTop).toBe(0);
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
      <DataTable rows={rows} {...hostTableArgs} />
    </>
  );
}

/** Rows given again in another order while a row has the focus: the focus does not stay on another host's cell. */
export const FocusedRowReordered: Story = {
  render: () => <ReorderedTable />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const cell = (row: number, column: number) => cellAt(grid, { row, column });
    const focused = await focusThirdRow(grid);
    // A click by script, so the focus stays in the table.
    canvas.getByRole('button', { name: 'Reverse rows' }).click();
    await waitFor(() => expect(cell(3, 0)).not.toHaveTextContent(focused.host));
    await expect(cell(1, 0)).toHaveTextContent(endpointRows.at(-1)?.hostname ?? '');
    await focused.onNoOtherHost();
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
    await expect(cellAt(grid, { row: 1, column: 0 })).toHaveTextContent(endpointRows.at(-1)?.hostname ?? '');
    await expect(renderedRowCount(grid)).toBe(16);
  },
};

const hostHolds =
  (text: string): RowFilter<EndpointRow> =>
  (row) =>
    (row.hostname ?? '').toLowerCase().includes(text);

/** A host search typed on a letter at a time, with a control to type the next letter. */
function SearchedTable() {
  const [search, setSearch] = useState({ text: 'nh', filter: hostHolds('nh') });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setSearch(({ filter }) => ({ text: 'nh-', filter: narrowingFilter(hostHolds('nh-'), filter) }))}
      >
        Type a dash
      </Button>
      <p>{`Hosts holding “${search.text}”`}</p>
      <DataTable rows={manyEndpointRows} pageSize={2500} rowFilter={search.filter} {...hostTableArgs} />
    </>
  );
}

/**
 * A letter typed that keeps every row the search showed ('nh' to 'nh-', every host here) is no new order: the table
 * finds the same rows and renders nothing again, the spare rows beyond the view included.
 */
export const SearchKeepingTheSameRowsRendersNothing: Story = {
  render: () => <SearchedTable />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    await waitFor(() => expect(renderedRowCount(grid)).toBe(16));
    const pager = canvas.getByRole('status');
    const shown = pager.textContent;
    await expect(shown).toMatch(/^Showing 1 - /);
    const firstRow = cellAt(grid, { row: 1, column: 0 })?.closest('tr');
    const body = grid.querySelector('tbody');
    if (!firstRow || !body) throw new Error('The table shows no rows');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(body, { childList: true, subtree: true, characterData: true, attributes: true });
    canvas.getByRole('button', { name: 'Type a dash' }).click();
    await canvas.findByText('Hosts holding “nh-”');
    // Two frames: spare rows dropped for a new order would be back by then.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    observer.disconnect();
    await expect(pager).toHaveTextContent(shown);
    await expect(cellAt(grid, { row: 1, column: 0 })?.closest('tr')).toBe(firstRow);
    await expect(renderedRowCount(grid)).toBe(16);
    await expect(changes).toHaveLength(0);
  },
};
