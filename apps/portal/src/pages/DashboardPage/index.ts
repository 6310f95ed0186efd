import { preloadPageData } from '../../routing/pageData';
import { PATHS } from '../../routing/paths';

export { DashboardPage } from './DashboardPage';

// The router loads this module when the dashboard opens: its first panels' calls start at once, not after React has
// committed the page (a no-op when main.tsx already asked for them). Stories import the page itself, not this.
preloadPageData(PATHS.dashboard);
