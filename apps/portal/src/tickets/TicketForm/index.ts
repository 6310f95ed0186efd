export { TicketForm, SEND_LABELS, type TicketFormProps } from './TicketForm';
export { sharedLinkLine, ticketDescription } from './ticketMessage';
