export { EndpointConfiguration } from './EndpointConfiguration';
