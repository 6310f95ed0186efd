export {
  NO_CUSTOMER_PAGE_HEADING,
  NO_CUSTOMER_PAGE_TEXT,
  NO_CUSTOMER_PAGE_TITLE,
  NoCustomerPage,
} from './NoCustomerPage';
