export { SearchActivityPage } from './SearchActivityPage';
