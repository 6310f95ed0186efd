import { preloadApi } from '../../api/useApi';

export { DashboardPage } from './DashboardPage';

// The router loads this module when the dashboard opens: the calls of its two panels that every customer sees (Online
// Endpoints, Coverage Score) start at once, not after React has committed the page. Stories import the page itself.
preloadApi('agents', {});
preloadApi('metricsSummary', {});
