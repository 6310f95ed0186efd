import { preloadPageData } from '../../routing/pageData';
import { PATHS } from '../../routing/paths';

export { SensorStatusPage } from './SensorStatusPage';

// The router loads this module when the page opens: the sensor metrics are requested at once rather than after React
// has committed the page (a no-op when main.tsx already asked for them). Stories import the page itself, not this.
preloadPageData(PATHS.sensors);
