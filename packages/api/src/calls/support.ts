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
  }),
  ticketsWaiting: defineCall<undefined, { after?: string }>()({
    method: 'GET',
    path: '/api/v1/tickets-waiting',
    reply: ticketsWaitingReplySchema,
  }),
  tickets: defineCall<undefined, TicketsQuery>()({
    method: 'GET',
    path: '/api/v1/tickets',
    reply: ticketsPageSchema,
  }),
  createTicket: defineCall<CreateTicketRequest>()({
    method: 'POST',
    path: '/api/v1/tickets',
    reply: createTicketReplySchema,
  }),
  ticket: defineCall()({
    method: 'GET',
    path: '/api/v1/tickets/:id',
    reply: ticketReplySchema,
  }),
  commentTicket: defineCall<TicketCommentRequest>()({
    method: 'POST',
    path: '/api/v1/tickets/:id',
    reply: ticketReplySchema,
  }),
  uploadAttachment: defineCall<FormData>()({
    method: 'POST',
    path: '/api/v1/ticket-attachment',
    reply: attachmentReplySchema,
    multipart: true,
  }),
  removeAttachment: defineCall<{ token: string }>()({
    method: 'DELETE',
    path: '/api/v1/ticket-attachment',
    reply: emptyReplySchema,
  }),
  onboardingTeamContacts: defineCall()({
    method: 'GET',
    path: '/api/v1/onboarding/onboarding-team-contacts',
    reply: onboardingTeamContactsSchema,
  }),
};
