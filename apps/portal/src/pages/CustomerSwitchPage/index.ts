export { CustomerSwitchPage, CUSTOMER_LIST_ERROR, CUSTOMER_REQUIRED } from './CustomerSwitchPage';
