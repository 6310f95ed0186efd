export { TicketDetailPage } from './TicketDetailPage';
