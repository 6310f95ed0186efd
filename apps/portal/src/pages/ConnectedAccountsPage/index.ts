export { ConnectedAccountsPage } from './ConnectedAccountsPage';
