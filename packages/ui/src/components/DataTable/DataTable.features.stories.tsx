import type { Meta, StoryObj } from '@storybook/react-vite';
import { endpointRows, manyEndpointRows } from '@portal/fixtures/widgets/endpointRows';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { EndpointRow } from '../EndpointTable';
import { cellAt } from './cellPosition';
import { DataTable, type DataTableProps } from './DataTable';
import { hostColumns, hostId, hostTableArgs } from './storyColumns';
import type { DataTableSort } from './types';

const meta = {
  title: 'Data Display/DataTable/Features',
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
    const cell = (row: number, column: number) => cellAt(grid, { row, column });
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
