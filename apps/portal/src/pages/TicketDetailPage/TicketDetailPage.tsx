import type { ApiRequestError, Ticket } from '@portal/api';
import { formatDate, Link, MISSING_VALUE, Panel } from '@portal/ui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { DataPanel, PageFrame } from '../../kit';
import { TicketStatusBadge } from '../TicketsPage/ticketColumns';
import { CommentForm } from './CommentForm';
import { CommentThread } from './CommentThread';
import { DetailStack, Fact, Facts } from './TicketDetailPage.styles';

export const TICKET_TEXT = {
  loading: 'Loading ticket...',
  notFound: 'Ticket not found.',
  comments: 'Comments',
} as const;

const when = (value: string) => formatDate(value, 'dateTimeMinutes') ?? MISSING_VALUE;

const ticketError = (error: ApiRequestError) => (error.status === 404 ? TICKET_TEXT.notFound : error.message);

function TicketHeader({ ticket }: { ticket: Ticket }) {
  return (
    <DetailStack>
      <Facts>
        <Fact>
          <dt>Status</dt>
          <dd>
            <TicketStatusBadge status={ticket.status} />
          </dd>
        </Fact>
        <Fact>
          <dt>Requester</dt>
          <dd>{ticket.requester}</dd>
        </Fact>
        <Fact>
          <dt>Created</dt>
          <dd>{when(ticket.created_at)}</dd>
        </Fact>
        <Fact>
          <dt>Updated</dt>
          <dd>{when(ticket.updated_at)}</dd>
        </Fact>
      </Facts>
      {ticket.description !== '' && <p>{ticket.description}</p>}
    </DetailStack>
  );
}

/** One ticket (portal-core §2): its subject, status and dates, the comment thread, and a comment form. */
export function TicketDetailPage() {
  const { id = '' } = useParams();
  const ticket = useApi('ticket', id === '' ? null : { params: { id } });
  const found = ticket.data?.ticket;
  return (
    <PageFrame
      title={`Ticket #${id}`}
      actions={
        <Link href="/tickets" as={RouterLink}>
          Back to Tickets
        </Link>
      }
    >
      <DetailStack>
        <DataPanel
          title={found?.subject ?? 'Ticket'}
          query={ticket}
          loading={TICKET_TEXT.loading}
          errorMessage={ticketError}
        >
          {(reply) => <TicketHeader ticket={reply.ticket} />}
        </DataPanel>
        {found && (
          <>
            <Panel title={TICKET_TEXT.comments}>
              <CommentThread comments={found.comments} />
            </Panel>
            <CommentForm ticketId={id} />
          </>
        )}
      </DetailStack>
    </PageFrame>
  );
}
