export { LogSearchPage } from './LogSearchPage';
