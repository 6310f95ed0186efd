import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENDPOINT_CUSTOMER_NAME, endpointRows, uncontainedEndpointRows } from '@portal/fixtures/widgets/endpointRows';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { MAX_SHOWN_ADDRESSES, NO_ENDPOINT_FILTERS, type EndpointFilterValues } from './endpointFilterRules';
import { endpointAddresses } from './endpointRow';
import { EndpointTable, type EndpointTableProps } from './EndpointTable';
import { columnTexts, pagerText } from './storyHelpers';

const meta = {
  title: 'Data Display/EndpointTable/Filters',
  component: EndpointTable,
  args: {
    rows: endpointRows,
    customerName: ENDPOINT_CUSTOMER_NAME,
    agentDownloadHref: '/downloads',
    onRemove: fn(() => Promise.resolve()),
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof EndpointTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByStatus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Offline');
    await expect(pagerText(canvas)).toBe('Showing 1 - 7 of 7 endpoints');
    await expect(new Set(columnTexts(canvas, 'Status'))).toEqual(new Set(['Offline']));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_ENDPOINT_FILTERS, status: 'Offline' });
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeVisible();
  },
};

export const ByOperatingSystem: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Operating System' });
    // Options come from the loaded rows, each once, after 'All'.
    await expect(within(select).getAllByRole('option')).toHaveLength(1 + 7);
    await userEvent.selectOptions(select, 'macOS 14.6 Sonoma');
    await expect(pagerText(canvas)).toBe('Showing 1 - 5 of 5 endpoints');
    await expect(new Set(columnTexts(canvas, 'Operating System'))).toEqual(new Set(['macOS 14.6 Sonoma']));
  },
};

export const ByContainment: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Containment' }), 'Contained');
    await expect(pagerText(canvas)).toBe('Showing 1 - 5 of 5 endpoints');
    await expect(new Set(columnTexts(canvas, 'Containment'))).toEqual(new Set(['Contained']));
  },
};

export const ContainmentDisabledWhenNoneContained: Story = {
  args: { rows: uncontainedEndpointRows },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Containment' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeEnabled();
  },
};

export const ByText: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'nh-srv');
    await expect(new Set(columnTexts(canvas, 'Endpoint Name').map((name) => name.slice(0, 6)))).toEqual(
      new Set(['NH-SRV']),
    );
    await userEvent.clear(search);
    await userEvent.type(search, 'svc-backup windows 2022');
    const users = columnTexts(canvas, 'Last User');
    await expect(users.length).toBeGreaterThan(0);
    await expect(new Set(users)).toEqual(new Set(['svc-backup']));
    await expect(new Set(columnTexts(canvas, 'Operating System'))).toEqual(new Set(['Windows Server 2022 Datacenter']));
  },
};

const MANY_ADDRESSES = endpointRows.find((row) => endpointAddresses(row).length > MAX_SHOWN_ADDRESSES);
const HIDDEN_ADDRESS = MANY_ADDRESSES ? (endpointAddresses(MANY_ADDRESSES).at(-1) ?? '') : '';

export const ByIpAddressMatchesFirst: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(HIDDEN_ADDRESS).not.toBe('');
    // The fourth address is not in the row until it matches the search, then it comes first.
    await expect(columnTexts(canvas, 'IP Address').some((text) => text.includes(HIDDEN_ADDRESS))).toBe(false);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), HIDDEN_ADDRESS);
    await expect(columnTexts(canvas, 'Endpoint Name')[0]).toBe(MANY_ADDRESSES?.hostname);
    await expect(columnTexts(canvas, 'IP Address')[0]?.startsWith(`${HIDDEN_ADDRESS}, `)).toBe(true);
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'no-such-endpoint');
    await expect(
      canvas.getByRole('heading', { name: 'No endpoints match the current filter criteria.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of endpoints' })).not.toBeInTheDocument();
  },
};

export const ClearAll: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Online');
    await userEvent.type(search, 'lnx');
    await expect(pagerText(canvas)).not.toBe('Showing 1 - 59 of 59 endpoints');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(pagerText(canvas)).toBe('Showing 1 - 59 of 59 endpoints');
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  },
};

/** Filters owned by the app (kept in the URL): the table shows and changes what it is given. */
function FiltersInUrl(props: EndpointTableProps) {
  const [filters, setFilters] = useState<EndpointFilterValues>({ ...NO_ENDPOINT_FILTERS, status: 'Offline' });
  return (
    <>
      <output aria-label="URL state">{`status=${filters.status} q=${filters.text}`}</output>
      <EndpointTable {...props} filters={filters} onFiltersChange={setFilters} />
    </>
  );
}

export const ControlledFromOutside: Story = {
  render: (args) => <FiltersInUrl {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('Offline');
    await expect(pagerText(canvas)).toBe('Showing 1 - 7 of 7 endpoints');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'srv');
    await expect(canvas.getByRole('status', { name: 'URL state' })).toHaveTextContent('status=Offline q=srv');
    await expect(pagerText(canvas)).toBe('Showing 1 - 3 of 3 endpoints');
  },
};
