export { CloudSensorSection } from './CloudSensorSection';
export * from './cloudParts';
