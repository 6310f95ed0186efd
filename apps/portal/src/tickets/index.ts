/**
 * Tickets shared by the support screens (Contact, the request-ticket page, the ticket detail's comment form): the
 * ticket form, attachment uploads, and the customer's Concierge Security Team.
 */
export { SEND_LABELS, sharedLinkLine, TicketForm, ticketDescription, type TicketFormProps } from './TicketForm';
export { useAttachments, type Attachments } from './useAttachments';
export { useContactTeam } from './useContactTeam';
export * from './team';
