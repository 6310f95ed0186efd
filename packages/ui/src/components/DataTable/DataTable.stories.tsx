import type { Meta, StoryObj } from '@storybook/react-vite';
import { endpointRows } from '@portal/fixtures/widgets/endpointRows';
import { expect, within } from 'storybook/test';
import type { EndpointRow } from '../EndpointTable';
import { DataTable, type DataTableProps } from './DataTable';
import { DATA_TABLE_DENSITIES } from './DataTable.styles';
import { hostTableArgs } from './storyColumns';

const meta = {
  title: 'Data Display/DataTable',
  component: DataTable,
  args: {
    rows: endpointRows,
    ...hostTableArgs,
  },
  argTypes: { density: { control: 'inline-radio', options: DATA_TABLE_DENSITIES } },
  parameters: {
    controls: {
      include: ['pageSize', 'visibleRows', 'density', 'loading', 'progress', 'emptyMessage', 'noMatchMessage'],
    },
    docs: {
      description: {
        component:
          'A sortable, paged and virtualised table for large data. Typed columns (`DataTableColumn<Row>`) give the header, the cell, the sort value or comparator, width (grid units) and alignment. It is an ARIA grid with one tab stop: arrow keys move between cells, Home / End to the ends of a row, Ctrl+Home / Ctrl+End to the first / last cell, PageUp / PageDown by the rows in view; a cell with a widget (`interactive`) hands the focus to it. Sort and page can be owned by the parent (`sort` + `onSortChange`, `page` + `onPageChange`, e.g. kept in the URL) or left to the table. Sorting is stable with missing values last; a filter keystroke re-filters the sorted order without re-sorting; only the rows in view are rendered.',
      },
    },
  },
} satisfies Meta<DataTableProps<EndpointRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Name', 'User', 'Operating System', 'Status']);
    await expect(within(grid).getAllByRole('row').length).toBeGreaterThan(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 - 59 of 59 hosts');
  },
};

export const Playground: Story = {
  args: { pageSize: 20, density: 'compact', visibleRows: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 - 20 of 59 hosts');
  },
};
