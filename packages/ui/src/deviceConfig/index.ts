export {
  decodeDeviceConfig,
  deviceConfigLink,
  deviceConfigurationUrl,
  encodeDeviceConfig,
  netmaskPrefix,
  readDeviceConfig,
  DEVICE_DNS_MAX,
  DEVICE_LOCAL_CONFIG_URL,
  DEVICE_TEXT_MAX,
  type DeviceConfig,
  type DeviceConfigFields,
  type DeviceConfigReading,
  type DeviceMgmt0,
} from './deviceConfig';
export { decodeBase64Json, encodeBase64Json, DEVICE_CONFIG_MAX_LENGTH } from './base64Json';
