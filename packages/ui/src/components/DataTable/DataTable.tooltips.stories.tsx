import type { Meta, StoryObj } from '@storybook/react-vite';
import { endpointRows, manyEndpointRows } from '@portal/fixtures/widgets/endpointRows';
import { expect, screen, waitFor } from 'storybook/test';
import type { EndpointRow } from '../EndpointTable';
import { cellAt } from './cellPosition';
import { DataTable, type DataTableProps } from './DataTable';
import { hostColumns, hostTableArgs } from './storyColumns';
import type { DataTableColumn } from './types';

/** The host columns, the Name column with a tooltip naming the host's agent (none for a host without a user). */
const columns: DataTableColumn<EndpointRow>[] = hostColumns.map((column) =>
  column.id === 'name'
    ? { ...column, tooltip: (row: EndpointRow) => (row.userName === null ? null : `Agent ${row.id}`) }
    : column,
);

/** A column's `tooltip`: one tooltip for the whole table, shown on hover and on keyboard focus of a cell. */
const meta = {
  title: 'Data Display/DataTable/Column Tooltips',
  component: DataTable,
  args: { rows: endpointRows, ...hostTableArgs, columns },
} satisfies Meta<DataTableProps<EndpointRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const [firstRow] = endpointRows;

/** Hovering a cell shows its tooltip after the delay, which describes the cell; leaving hides it. */
export const OnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const cell = cellAt(canvas.getByRole('grid', { name: 'Hosts' }), { row: 1, column: 0 });
    await expect(cell).toHaveTextContent(firstRow?.hostname ?? '');
    if (!cell) return;
    await userEvent.hover(cell);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent(`Agent ${firstRow?.id ?? ''}`);
    await expect(cell).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.unhover(cell);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(cell).not.toHaveAttribute('aria-describedby');
  },
};

/** Keyboard focus on a cell shows its tooltip at once; Escape hides it and the cell keeps the focus. */
export const OnKeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const cell = cellAt(grid, { row: 1, column: 0 });
    await expect(cell).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(`Agent ${firstRow?.id ?? ''}`));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(cell).toHaveFocus();
    // Another column has no tooltip.
    await userEvent.keyboard('{ArrowRight}');
    await expect(cellAt(grid, { row: 1, column: 1 })).toHaveFocus();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** A scroll hides the tooltip: the DOM row under it then shows another row. */
export const HiddenOnScroll: Story = {
  args: { rows: manyEndpointRows, pageSize: 500 },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Hosts' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Agent /);
    grid.parentElement?.scrollTo({ top: 4_800 });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
