import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENDPOINT_CUSTOMER_NAME, endpointRows } from '@portal/fixtures/widgets/endpointRows';
import { expect, fn, within } from 'storybook/test';
import { ENDPOINT_OPTIONAL_COLUMNS } from './endpointCsv';
import { EndpointTable } from './EndpointTable';
import { columnTexts, endpointGrid, pagerText } from './storyHelpers';

const meta = {
  title: 'Data Display/EndpointTable',
  component: EndpointTable,
  args: {
    rows: endpointRows,
    customerName: ENDPOINT_CUSTOMER_NAME,
    agentDownloadHref: '/downloads',
    onRemove: fn(() => Promise.resolve()),
  },
  argTypes: { optionalColumns: { control: 'check', options: ENDPOINT_OPTIONAL_COLUMNS } },
  parameters: {
    controls: { include: ['optionalColumns', 'loading', 'progress', 'pageSize', 'visibleRows'] },
    docs: {
      description: {
        component:
          "The Endpoint Status table (portal-core §2), built on DataTable: filters (status, operating system, containment, free text, 'Clear All'), sortable columns sorted by containment at first, the first three IP addresses with the rest in a tooltip, Last Reported on two lines, paging, CSV export of what is shown, a help tooltip when rows are incomplete, and Remove for offline endpoints behind a confirmation. Filters, sort and page can be owned by the app (to keep them in the URL). `agentToEndpointRow`, `isListed`, `isRowComplete` and `completeRowsPercent` turn API agents into rows and loading progress.",
      },
    },
  },
} satisfies Meta<typeof EndpointTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = endpointGrid(canvas);
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Endpoint Name',
      'Last User',
      'IP Address',
      'Status',
      'Operating System',
      'Last Reported',
      'Containment',
      'Actions',
    ]);
    await expect(canvas.getByRole('columnheader', { name: 'Containment' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnTexts(canvas, 'Containment').slice(0, 5)).toEqual(Array(5).fill('Contained'));
    await expect(pagerText(canvas)).toBe('Showing 1 - 59 of 59 endpoints');
    await expect(canvas.getByRole('link', { name: 'Download Endpoint Agent' })).toHaveAttribute('href', '/downloads');
  },
};

export const Playground: Story = {
  args: { optionalColumns: ENDPOINT_OPTIONAL_COLUMNS, pageSize: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'MAC Address' })).toBeVisible();
    await expect(pagerText(canvas)).toBe('Showing 1 - 20 of 59 endpoints');
  },
};
