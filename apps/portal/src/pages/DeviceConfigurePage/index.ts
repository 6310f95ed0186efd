export { DeviceConfigurePage } from './DeviceConfigurePage';
