import type { TicketSummary } from '@portal/api';
import { Badge, formatDate, Link, MISSING_VALUE, useDataTableCellFocus, type DataTableColumn } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { STATUS_INTENTS, STATUS_LABELS } from './ticketsView';

export const ticketPath = (id: number): string => `/tickets/${String(id)}`;

/** The subject opens the ticket: the cell's one widget, so it takes the table's keyboard focus. */
function SubjectLink({ ticket }: { ticket: TicketSummary }) {
  const focus = useDataTableCellFocus();
  return (
    <Link href={ticketPath(ticket.id)} as={RouterLink} {...focus}>
      {ticket.subject || `Ticket #${String(ticket.id)}`}
    </Link>
  );
}

export function TicketStatusBadge({ status }: { status: TicketSummary['status'] }) {
  return <Badge intent={STATUS_INTENTS[status]}>{STATUS_LABELS[status]}</Badge>;
}

const when = (value: string) => formatDate(value, 'dateTimeMinutes') ?? MISSING_VALUE;

export const TICKET_COLUMNS: readonly DataTableColumn<TicketSummary>[] = [
  { id: 'id', header: 'ID', cell: (ticket) => `#${String(ticket.id)}`, sortValue: (ticket) => ticket.id, width: 12 },
  {
    id: 'subject',
    header: 'Subject',
    cell: (ticket) => <SubjectLink ticket={ticket} />,
    sortValue: (ticket) => ticket.subject,
    interactive: true,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
    sortValue: (ticket) => STATUS_LABELS[ticket.status],
    width: 14,
  },
  { id: 'requester', header: 'Requester', cell: (ticket) => ticket.requester, width: 32 },
  {
    id: 'created',
    header: 'Created',
    cell: (ticket) => when(ticket.created_at),
    sortValue: (t) => t.created_at,
    width: 20,
  },
  {
    id: 'updated',
    header: 'Updated',
    cell: (ticket) => when(ticket.updated_at),
    sortValue: (t) => t.updated_at,
    width: 20,
  },
];

export const ticketRowId = (ticket: TicketSummary): string => String(ticket.id);
