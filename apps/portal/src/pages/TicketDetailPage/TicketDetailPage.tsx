import { PageFrame } from '../../kit';

/** Being built (issue 13): a frame with the page's heading so the route and its stories exist. */
export function TicketDetailPage() {
  return <PageFrame title="Ticket">{null}</PageFrame>;
}
