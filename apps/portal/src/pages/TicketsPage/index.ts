export { TicketsPage } from './TicketsPage';
