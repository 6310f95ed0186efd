/** The sensor and scanner forms' messages and texts (portal-onboarding §2.4, §4, §5, §8), verbatim. */
export const DEVICE_MESSAGES = {
  sensorName: 'Enter a sensor name',
  uniqueSensorName: 'Enter a unique sensor name',
  sensorModel: 'Make a sensor model selection',
  sensorSeries: 'Make a sensor series model selection',
  site: 'Make a site selection',
  required: 'Field is required',
  staticIp: 'Enter a static IP address',
  validIp: 'Enter a valid IPv4 address',
  nonReserved: 'Enter a non-reserved IPv4 address',
  verifyPrivate: 'Verify that the IPv4 address is private',
  subnetMask: 'Enter a subnet mask',
  validSubnetMask: 'Enter a valid subnet mask or prefix length',
  gateway: 'Enter a gateway IP Address',
  validGateway: 'Enter a valid gateway IP address',
  gatewayNotIp: 'Enter a gateway that is not the same as the IP address',
  primaryDns: 'Enter a primary DNS server',
  shippingAddress: 'Make a shipping address selection',
  country: 'Make a country selection',
  street: 'Enter a street address',
  city: 'Enter a city name',
  region: 'Make a state/province/region selection',
  postcode: 'Enter a postal/ZIP code',
  shippingContact: 'Make a shipping contact selection',
  firstName: 'Enter a first name',
  lastName: 'Enter a last name',
  email: 'Enter an email address',
  validEmail: 'Enter a valid email address',
  phone: 'Enter a primary phone number',
} as const;

/** Who ships: the spec writes '{Provider}'; the portal names no provider elsewhere, so the sentence says 'The provider'. */
export const PROVIDER_NAME = 'The provider';
export const IMPORT_FEE_NOTICE = `Sensors shipped outside of the United States or Canada may be subject to import, custom, or similar fees. ${PROVIDER_NAME} does not cover these costs.`;

export const NO_SUGGESTIONS = 'No suggestions';
export const NO_AVAILABLE_SITES = 'No available sites';
export const NONE_FOUND = 'None found';
export const NOT_AVAILABLE = 'N/A';

/** The texts that differ between the two kinds of device. */
export interface DeviceTexts {
  noun: 'sensor' | 'scanner';
  addTitle: string;
  editTitle: string;
  listTitle: string;
  loading: string;
  notFound: string;
  added: string;
  updated: string;
  deleted: (name: string) => string;
  empty: string;
}

export const SENSOR_TEXTS: DeviceTexts = {
  noun: 'sensor',
  addTitle: 'Configure Sensor',
  editTitle: 'Edit Sensor',
  listTitle: 'Sensor List',
  loading: 'Loading sensor...',
  notFound: 'Sensor not found',
  added: 'Sensor added.',
  updated: 'Sensor updated.',
  deleted: (name) => `Sensor ${name} deleted.`,
  empty: 'Select Configure Sensor to add a sensor',
};

export const SCANNER_TEXTS: DeviceTexts = {
  noun: 'scanner',
  addTitle: 'Configure Scanner',
  editTitle: 'Edit Scanner',
  listTitle: 'Physical Scanner List',
  loading: 'Loading scanner...',
  notFound: 'Scanner not found',
  added: 'Scanner added.',
  updated: 'Scanner updated.',
  deleted: (name) => `Scanner ${name} deleted.`,
  empty: 'Select Configure Scanner to add a scanner',
};

export const DEVICE_PATHS = {
  overview: '/onboarding',
  sensorList: '/onboarding?view=sensors',
  scannerList: '/onboarding?view=scanners',
  newSensor: '/onboarding/sensors/new',
  newScanner: '/onboarding/scanners/new',
  editSensor: (id: string) => `/onboarding/sensors/edit/${id}`,
  editScanner: (id: string) => `/onboarding/scanners/edit/${id}`,
} as const;
