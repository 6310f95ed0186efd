import { TICKET_STATUSES, type TicketSummary, type TicketsQuery } from '@portal/api';
import type { Intent } from '@portal/ui';
import type { TableState, TableUrlSpec } from '../../kit';

export type TicketStatus = TicketSummary['status'];

/**
 * The tickets list's view in the URL: `?status=open&inactive=true&page=2&sort=-updated`. `page` is the server's
 * page (the list follows the reply's `next`), `status` filters the page's rows, `inactive` asks for solved and
 * closed tickets too.
 */
export const TICKETS_VIEW: TableUrlSpec = {
  filters: ['status', 'inactive'],
  sortable: ['id', 'subject', 'status', 'created', 'updated'],
  defaultSort: { column: 'updated', direction: 'desc' },
};

/** Solved and closed tickets are inactive: the server leaves them out unless asked to include them. */
export const INACTIVE_STATUSES: ReadonlySet<TicketStatus> = new Set(['solved', 'closed']);

export const STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  new: 'New',
  open: 'Open',
  pending: 'Pending',
  hold: 'On hold',
  solved: 'Solved',
  closed: 'Closed',
};

/** Pending tickets wait for the customer's answer: they stand out. */
export const STATUS_INTENTS: Readonly<Record<TicketStatus, Intent>> = {
  new: 'info',
  open: 'primary',
  pending: 'warning',
  hold: 'neutral',
  solved: 'success',
  closed: 'neutral',
};

/** The URL's status, when it is one of the ticket statuses; anything else shows every status. */
export function statusFilter(state: TableState): TicketStatus | undefined {
  const value = state.filters.status?.toLowerCase();
  return TICKET_STATUSES.find((status) => status === value);
}

/** Inactive tickets are asked for when the toggle is on, or when the status filter names an inactive status. */
export function includesInactive(state: TableState): boolean {
  const status = statusFilter(state);
  return state.filters.inactive === 'true' || (status !== undefined && INACTIVE_STATUSES.has(status));
}

/** The list call's query for the view: the first page is asked for without `page`. */
export function ticketsQuery(state: TableState): TicketsQuery {
  return {
    include_inactive: includesInactive(state),
    ...(state.page > 1 ? { page: state.page } : {}),
  };
}

/** The rows of a page with the status filter applied. */
export function visibleTickets(tickets: readonly TicketSummary[], status: TicketStatus | undefined): TicketSummary[] {
  return status === undefined ? [...tickets] : tickets.filter((ticket) => ticket.status === status);
}
