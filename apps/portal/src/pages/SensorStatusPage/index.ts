export { SensorStatusPage } from './SensorStatusPage';
