export { EndpointStatusPage } from './EndpointStatusPage';
