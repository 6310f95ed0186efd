/**
 * Type-level tests of the typed client (checked by `pnpm typecheck`, never run): a call whose path has parameters
 * needs `params` naming each of them, a call that takes a body needs `body`, and calls refuse what they do not take.
 * Each `@ts-expect-error` fails the typecheck if the line below it ever compiles.
 */
import { createApiClient } from './client';
import type { CreateTicketRequest, TicketCommentRequest } from './schemas/tickets';

const client = createApiClient();
const ticketId = '3f2a6c1e-8d4b-4f7a-9c2e-1b5d7a9e0c34';
const newTicket: CreateTicketRequest = { subject: 'Sensor offline', description: 'Since 09:00', attachments: [] };
const comment: TicketCommentRequest = { comment: { body: 'Thanks', attachments: [], solved: false } };

/** Never called: only its types matter. */
export function typedClientCalls() {
  return [
    // What the docs show compiles.
    client.agents(),
    client.ticket({ params: { id: ticketId } }),
    client.createTicket({ body: newTicket }),
    client.commentTicket({ params: { id: ticketId }, body: comment }),
    client.deleteSite({ params: { customerId: 'c-1', siteId: 's-1' } }),
    client.tickets({ query: { page: 2 } }),

    // A call with a path parameter needs params.
    // @ts-expect-error no arguments: the :id of /api/v1/tickets/:id is missing
    client.ticket(),
    // @ts-expect-error arguments without params
    client.ticket({}),
    // @ts-expect-error params without the id
    client.ticket({ params: {} }),
    // @ts-expect-error the id must be a string
    client.ticket({ params: { id: undefined } }),
    // @ts-expect-error params must name every parameter: :siteId is missing
    client.deleteSite({ params: { customerId: 'c-1' } }),
    // @ts-expect-error a path parameter but no body for a call that takes both
    client.commentTicket({ params: { id: ticketId } }),
    // @ts-expect-error a body but no path parameter for a call that takes both
    client.commentTicket({ body: comment }),

    // A call that takes a body needs it, in its shape.
    // @ts-expect-error no arguments: the new ticket is missing
    client.createTicket(),
    // @ts-expect-error arguments without the body
    client.createTicket({}),
    // @ts-expect-error an undefined body
    client.createTicket({ body: undefined }),
    // @ts-expect-error a body without the required token
    client.removeAttachment({ body: {} }),

    // Calls refuse what they do not take.
    // @ts-expect-error no path parameters on /api/v1/agents
    client.agents({ params: { id: ticketId } }),
    // @ts-expect-error no body on a GET of one ticket
    client.ticket({ params: { id: ticketId }, body: comment }),
  ];
}
