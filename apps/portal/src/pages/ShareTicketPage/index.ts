export { ShareTicketPage } from './ShareTicketPage';
