export { NoCustomerPage } from './NoCustomerPage';
