export { LogSourcesPage } from './LogSourcesPage';
