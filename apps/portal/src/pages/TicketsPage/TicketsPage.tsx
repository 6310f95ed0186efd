import { TICKET_STATUSES, type TicketsPage as TicketsReply } from '@portal/api';
import { Button, DataTable, VisuallyHidden } from '@portal/ui';
import { useApi } from '../../api/useApi';
import {
  CheckboxLabel,
  DataPanel,
  FilterBar,
  FilterField,
  PageFrame,
  useTableUrlState,
  type TableUrlState,
  fromTableSort,
  toTableSort,
} from '../../kit';
import { TICKET_COLUMNS, ticketRowId } from './ticketColumns';
import { ListStack, Pager, Select } from './TicketsPage.styles';
import {
  includesInactive,
  statusFilter,
  STATUS_LABELS,
  TICKETS_VIEW,
  ticketsQuery,
  visibleTickets,
} from './ticketsView';

export const TICKETS_TEXT = {
  panel: 'Ticket list',
  loading: 'Loading tickets...',
  empty: 'No tickets found.',
  noMatch: 'No tickets match the current filter criteria.',
  allStatuses: 'All',
  includeInactive: 'Include inactive tickets',
  previous: 'Previous page',
  next: 'Next page',
} as const;

/** Status and include-inactive; both are in the URL, so a link like `/tickets?status=open` opens that view. */
function TicketFilters({ view }: { view: TableUrlState }) {
  const status = statusFilter(view);
  return (
    <FilterBar role="search" aria-label="Filter tickets">
      <FilterField>
        Status
        <Select value={status ?? ''} onChange={(event) => view.setFilter('status', event.target.value || undefined)}>
          <option value="">{TICKETS_TEXT.allStatuses}</option>
          {TICKET_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </FilterField>
      <CheckboxLabel>
        <input
          type="checkbox"
          checked={includesInactive(view)}
          onChange={(event) => view.setFilter('inactive', event.target.checked ? 'true' : undefined)}
        />
        {TICKETS_TEXT.includeInactive}
      </CheckboxLabel>
    </FilterBar>
  );
}

function TicketList({ reply, view }: { reply: TicketsReply; view: TableUrlState }) {
  const status = statusFilter(view);
  const rows = visibleTickets(reply.tickets, status);
  const filtered = status !== undefined && reply.tickets.length > 0;
  return (
    <ListStack>
      {/* The table's empty message is an h4: this keeps the outline h2 > h3 > h4. */}
      <VisuallyHidden as="h3">Tickets on this page</VisuallyHidden>
      <DataTable
        rows={rows}
        columns={TICKET_COLUMNS}
        getRowId={ticketRowId}
        caption="Tickets"
        noun="tickets on this page"
        sort={toTableSort(view.sort)}
        onSortChange={(sort) => view.setSort(fromTableSort(sort))}
        pageSize={100}
        pager={false}
        emptyMessage={filtered ? TICKETS_TEXT.noMatch : TICKETS_TEXT.empty}
      />
      {(view.page > 1 || reply.next !== null) && (
        <Pager aria-label="Ticket pages">
          <Button size="sm" disabled={view.page <= 1} onClick={() => view.setPage(view.page - 1)}>
            {TICKETS_TEXT.previous}
          </Button>
          <span aria-live="polite">{`Page ${String(view.page)}`}</span>
          <Button
            size="sm"
            disabled={reply.next === null}
            onClick={() => {
              if (reply.next !== null) view.setPage(reply.next);
            }}
          >
            {TICKETS_TEXT.next}
          </Button>
        </Pager>
      )}
    </ListStack>
  );
}

/**
 * The customer's tickets (portal-core §2), a server page at a time: Next follows the reply's `next`. The status
 * filter, the include-inactive toggle, the sort and the page are in the URL.
 */
export function TicketsPage() {
  const view = useTableUrlState(TICKETS_VIEW);
  const tickets = useApi('tickets', { query: ticketsQuery(view) });
  return (
    <PageFrame title="Tickets" width="full">
      <ListStack>
        <TicketFilters view={view} />
        <DataPanel title={TICKETS_TEXT.panel} query={tickets} loading={TICKETS_TEXT.loading}>
          {(reply) => <TicketList reply={reply} view={view} />}
        </DataPanel>
      </ListStack>
    </PageFrame>
  );
}
