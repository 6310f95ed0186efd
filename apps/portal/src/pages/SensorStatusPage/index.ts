import { preloadApi } from '../../api/useApi';

export { SensorStatusPage } from './SensorStatusPage';

// The router loads this module when the page opens: the sensor metrics (5 MB for 500 sensors) are requested at once
// rather than after React has committed the page. Stories import the page itself, not this.
preloadApi('sensorMetrics', {});
