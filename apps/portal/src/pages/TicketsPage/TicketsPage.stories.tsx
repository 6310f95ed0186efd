import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, TIMEOUT_ERROR_MESSAGE } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TicketsPage } from './TicketsPage';

const TICKETS = CALLS.tickets.path;

const meta = {
  title: 'Screens/Support/TicketsPage',
  component: TicketsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/tickets',
    docs: {
      description: {
        component:
          '/tickets with no unified-portal host: the customer’s tickets from `GET /api/v1/tickets`, a server page at a time (Next follows the reply’s `next`); status, include-inactive, sort and page are in the URL.',
      },
    },
  },
} satisfies Meta<typeof TicketsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = async (canvas: Canvas) => within(await canvas.findByRole('grid', { name: 'Tickets' }));

/** The direct customer's active tickets, newest first: the first server page of ten, with a next page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    const rows = await table(canvas);
    const link = rows.getByRole('link', { name: 'Firewall logs stopped arriving after upgrade' });
    await expect(link).toHaveAttribute('href', '/tickets/40002');
    await expect(rows.getByText('#40001')).toBeVisible();
    await expect(rows.getAllByRole('link')).toHaveLength(10);
    await expect(canvas.getByText('Page 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // One pager only: the server's pages, not the table's own beside it.
    await expect(canvas.getAllByRole('button', { name: /^(Next|Previous)/ })).toHaveLength(2);
    await expect(canvas.getByText('Updated just now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh Ticket list' })).toBeVisible();
    // Solved and closed tickets are left out until asked for.
    await expect(rows.queryByText('Quarterly executive report questions')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', TICKETS, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading tickets...')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', TICKETS, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

export const GatewayTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', TICKETS, 504)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
  },
};

export const EmptyList: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(TICKETS), () =>
        HttpResponse.json({ tickets: [], next: null }, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } }),
      ),
    ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tickets found.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next page' })).toBeNull();
  },
};

/** The toggle asks the server for solved and closed tickets too. */
export const IncludeInactive: Story = {
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await expect(rows.getByText('#40001')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include inactive tickets' }));
    await expect(await canvas.findByRole('link', { name: 'Quarterly executive report questions' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Include inactive tickets' })).toBeChecked();
  },
};

/** Opened from a link with the toggle on (`?inactive=true`). */
export const IncludeInactiveFromUrl: Story = {
  parameters: { route: '/tickets?inactive=true' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'New branch office: sensor shipping address' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Include inactive tickets' })).toBeChecked();
  },
};

/** Next follows the reply's `next`: the second page holds the older active tickets, and has no next. */
export const NextPage: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(
      await canvas.findByRole('link', { name: 'Azure AD sign-in logs missing since Tuesday' }),
    ).toBeVisible();
    await expect(canvas.getByText('Page 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /./ })).toHaveLength(3));
  },
};

/** `?status=open` keeps working: only open tickets are listed. */
export const StatusFromUrl: Story = {
  parameters: { route: '/tickets?status=open' },
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await expect(rows.getByRole('link', { name: 'Firewall logs stopped arriving after upgrade' })).toBeVisible();
    await expect(rows.getByRole('link', { name: 'Please add two escalation contacts' })).toBeVisible();
    await expect(rows.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
  },
};

/** A status with no ticket on this page says that the filter hides them. */
export const StatusWithoutMatch: Story = {
  parameters: { route: '/tickets?status=hold&page=2' },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(TICKETS), () =>
        HttpResponse.json(
          {
            tickets: [
              {
                id: 7,
                subject: 'Printer offline',
                status: 'open',
                created_at: '2026-11-01T10:00:00Z',
                updated_at: '2026-11-02T10:00:00Z',
                requester: 'dana.reyes@northwind-health.example',
              },
            ],
            next: null,
          },
          { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } },
        ),
      ),
    ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tickets match the current filter criteria.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** An MSP user sees the tickets of the customer they work for. */
export const MspPersona: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await expect(rows.getByText('#40066')).toBeVisible();
    await expect(rows.queryByText('#40001')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next page' })).toBeNull();
  },
};
