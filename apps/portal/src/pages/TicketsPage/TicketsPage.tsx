import { PageFrame } from '../../kit';

/** Being built (issue 13): a frame with the page's heading so the route and its stories exist. */
export function TicketsPage() {
  return <PageFrame title="Tickets">{null}</PageFrame>;
}
