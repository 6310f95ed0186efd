import { preloadApi } from '../../api/useApi';

export { EndpointStatusPage } from './EndpointStatusPage';

// The router loads this module when the page opens: the agents list (100,000 agents for the largest customers) is
// requested at once rather than after React has committed the page. Stories import the page itself, not this.
preloadApi('agents', {});
