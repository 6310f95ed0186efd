import { defineCall } from '../defineCall';
import { emptyReplySchema } from '../schemas/common';
import {
  attachmentReplySchema,
  createTicketReplySchema,
  incidentNotificationReplySchema,
  onboardingTeamContactsSchema,
  ticketReplySchema,
  ticketsPageSchema,
  ticketsWaitingReplySchema,
  type CreateTicketRequest,
  type TicketCommentRequest,
  type TicketsQuery,
} from '../schemas/tickets';

export const supportCalls = {
  incidentNotification: defineCall()({
    method: 'GET',
    path: '/api/v1/incident-notification',
    reply: incidentNotificationReplySchema,
    summary: 'A provider-wide incident message, shown as an info banner',
  }),
  ticketsWaiting: defineCall<undefined, { after?: string }>()({
    method: 'GET',
    path: '/api/v1/tickets-waiting',
    reply: ticketsWaitingReplySchema,
    summary: 'Tickets waiting for the customer (optionally after an ISO date)',
  }),
  tickets: defineCall<undefined, TicketsQuery>()({
    method: 'GET',
    path: '/api/v1/tickets',
    reply: ticketsPageSchema,
    summary: 'Tickets, a page at a time (follow `next` by adding page)',
  }),
  createTicket: defineCall<CreateTicketRequest>()({
    method: 'POST',
    path: '/api/v1/tickets',
    reply: createTicketReplySchema,
    summary: 'Create a ticket',
  }),
  ticket: defineCall()({
    method: 'GET',
    path: '/api/v1/tickets/:id',
    reply: ticketReplySchema,
    summary: 'One ticket with its comments',
  }),
  commentTicket: defineCall<TicketCommentRequest>()({
    method: 'POST',
    path: '/api/v1/tickets/:id',
    reply: ticketReplySchema,
    summary: 'Add a comment (body, attachments, solved)',
  }),
  uploadAttachment: defineCall<FormData>()({
    method: 'POST',
    path: '/api/v1/ticket-attachment',
    reply: attachmentReplySchema,
    multipart: true,
    summary: 'Upload one attachment (multipart field `file`); answers a token',
  }),
  removeAttachment: defineCall<{ token: string }>()({
    method: 'DELETE',
    path: '/api/v1/ticket-attachment',
    reply: emptyReplySchema,
    summary: 'Remove an uploaded attachment by token',
  }),
  onboardingTeamContacts: defineCall()({
    method: 'GET',
    path: '/api/v1/onboarding/onboarding-team-contacts',
    reply: onboardingTeamContactsSchema,
    summary: 'The onboarding project manager and engineer',
  }),
};
