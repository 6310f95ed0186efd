import { preloadPageData } from '../../routing/pageData';
import { PATHS } from '../../routing/paths';

export { EndpointStatusPage } from './EndpointStatusPage';

// The router loads this module when the page opens: the agents list is requested at once rather than after React has
// committed the page (a no-op when main.tsx already asked for it). Stories import the page itself, not this.
preloadPageData(PATHS.endpoints);
