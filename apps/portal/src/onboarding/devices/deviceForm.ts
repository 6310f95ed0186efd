import type { Address, Contact, Scanner, Sensor, Site } from '@portal/api';
import { normalizeSubnetMask } from '@portal/ui';

/**
 * The sensor and scanner forms' values (portal-onboarding §3) and how they become the stored device. The shipping
 * choices (an existing site or a new address; an existing contact or a new one) are radios, so they are strings.
 */
export type ShippingAddressKind = 'site' | 'new';
export type ShippingContactKind = 'existing' | 'new';

export interface DeviceFormValues {
  name?: string;
  siteId?: string;
  model?: string;
  /** The "can't provide a static IP" override: the address comes from DHCP (sensors only). */
  isIPAutoConfig: boolean;
  ipAddress?: string;
  subnetMask?: string;
  gateway?: string;
  primaryDns?: string;
  secondaryDns?: string;
  shippingAddressKind: ShippingAddressKind;
  shippingSiteId?: string;
  country?: string;
  street?: string;
  street2?: string;
  city?: string;
  region?: string;
  postcode?: string;
  shippingContactKind: ShippingContactKind;
  shippingContactId?: string;
  shippingContactFirstName?: string;
  shippingContactLastName?: string;
  shippingContactEmail?: string;
  shippingContactPhoneNumber?: string;
  shippingContactPhoneType: string;
  shippingNotes?: string;
}

export interface SensorFormValues extends DeviceFormValues {
  series?: string;
  /** The deployment type in model mode (default SPAN/mirror). */
  packetConfig?: string;
  currentCapabilities: Record<string, string | undefined>;
  recommendationOverridden: boolean;
}

export interface ScannerFormValues extends DeviceFormValues {
  /** Customer configured: offered with the scanner200 model and the vanilla_scanner feature. */
  vanilla: boolean;
}

const EMPTY_DEVICE: DeviceFormValues = {
  isIPAutoConfig: false,
  shippingAddressKind: 'site',
  shippingContactKind: 'existing',
  shippingContactPhoneType: 'office',
};

export const emptySensorForm = (): SensorFormValues => ({
  ...EMPTY_DEVICE,
  packetConfig: 'mirroring',
  currentCapabilities: {},
  recommendationOverridden: false,
});
export const emptyScannerForm = (): ScannerFormValues => ({ ...EMPTY_DEVICE, vanilla: false });

const orUndefined = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;
const trimmed = (value: string | undefined): string => (value ?? '').trim();
const trimmedOrNull = (value: string | undefined): string | null => {
  const text = trimmed(value);
  return text === '' ? null : text;
};

type StoredDevice = Sensor | Scanner;

/** The form's device fields from a saved device; a shipping address of a site selects that site. */
function deviceToForm(device: StoredDevice, sites: readonly Site[]): DeviceFormValues {
  const network = device.network_configuration;
  const address = device.shipping_address;
  const site = address?.id ? sites.find((candidate) => candidate.address.id === address.id) : undefined;
  const contact = device.shipping_contact;
  return {
    name: device.name,
    siteId: orUndefined(device.location_id),
    model: orUndefined(device.model),
    isIPAutoConfig: network === null,
    ipAddress: network?.address,
    subnetMask: network?.subnet_mask,
    gateway: network?.gateway,
    primaryDns: orUndefined(device.primary_dns),
    secondaryDns: orUndefined(device.secondary_dns),
    shippingAddressKind: address !== null && site === undefined ? 'new' : 'site',
    shippingSiteId: site?.id,
    ...(address !== null && site === undefined
      ? {
          country: orUndefined(address.country),
          street: orUndefined(address.street),
          street2: orUndefined(address.street2),
          city: orUndefined(address.city),
          region: orUndefined(address.region),
          postcode: orUndefined(address.postcode),
        }
      : {}),
    shippingContactKind: contact !== null && contact.id === null ? 'new' : 'existing',
    shippingContactId: orUndefined(contact?.id),
    ...(contact !== null && contact.id === null
      ? {
          shippingContactFirstName: orUndefined(contact.first_name),
          shippingContactLastName: orUndefined(contact.last_name),
          shippingContactEmail: orUndefined(contact.email),
          shippingContactPhoneNumber: orUndefined(contact.phones[0]?.number),
        }
      : {}),
    shippingContactPhoneType: contact?.phones[0]?.type ?? 'office',
    shippingNotes: orUndefined(device.shipping_notes),
  };
}

export function sensorToForm(sensor: Sensor, sites: readonly Site[]): SensorFormValues {
  return {
    ...deviceToForm(sensor, sites),
    series: orUndefined(sensor.series),
    packetConfig: orUndefined(sensor.configuration) ?? 'mirroring',
    currentCapabilities: { ...sensor.capabilities },
    recommendationOverridden: sensor.recommendation_overridden,
  };
}

export function scannerToForm(scanner: Scanner, sites: readonly Site[]): ScannerFormValues {
  return { ...deviceToForm(scanner, sites), vanilla: scanner.vanilla };
}

/** The stored shipping address: the chosen site's address, or the new one typed (no id). */
export function shippingAddressOf(values: DeviceFormValues, sites: readonly Site[]): Address | null {
  if (values.shippingAddressKind === 'site') {
    return sites.find((site) => site.id === values.shippingSiteId)?.address ?? null;
  }
  return {
    id: null,
    country: trimmed(values.country),
    street: trimmed(values.street),
    street2: trimmedOrNull(values.street2),
    city: trimmed(values.city),
    region: trimmed(values.region),
    postcode: trimmed(values.postcode),
  };
}

/** The stored shipping contact: an existing contact's details, or the new person typed (no id). */
export function shippingContactOf(values: DeviceFormValues, contacts: readonly Contact[]): Sensor['shipping_contact'] {
  if (values.shippingContactKind === 'existing') {
    const contact = contacts.find((candidate) => candidate.id === values.shippingContactId);
    if (contact === undefined) return null;
    return {
      id: contact.id,
      first_name: contact.first_name,
      last_name: contact.last_name,
      email: contact.email,
      phones: contact.phones.map((phone) => ({ number: phone.number, type: phone.type })),
    };
  }
  return {
    id: null,
    first_name: trimmed(values.shippingContactFirstName),
    last_name: trimmed(values.shippingContactLastName),
    email: trimmed(values.shippingContactEmail),
    phones: [{ number: trimmed(values.shippingContactPhoneNumber), type: values.shippingContactPhoneType }],
  };
}

/** The country the device ships to, for the import-fee notice. */
export function shippingCountry(values: DeviceFormValues, sites: readonly Site[]): string | undefined {
  if (values.shippingAddressKind === 'site') {
    return sites.find((site) => site.id === values.shippingSiteId)?.address.country;
  }
  return orUndefined(values.country);
}

/** No notice for the default countries (§9: US and CA). */
export const FEE_FREE_COUNTRIES: readonly string[] = ['US', 'CA'];
export const showsImportFeeNotice = (country: string | undefined): boolean =>
  country !== undefined && country !== '' && !FEE_FREE_COUNTRIES.includes(country);

/** Address, mask (a typed '/n' prefix saved as its mask), gateway and DNS, trimmed; DHCP saves no address. */
function networkOf(values: DeviceFormValues) {
  if (values.isIPAutoConfig) {
    return { network_configuration: null, primary_dns: null, secondary_dns: null };
  }
  return {
    network_configuration: {
      address: trimmed(values.ipAddress),
      subnet_mask: normalizeSubnetMask(trimmed(values.subnetMask)),
      gateway: trimmed(values.gateway),
    },
    primary_dns: trimmedOrNull(values.primaryDns),
    secondary_dns: trimmedOrNull(values.secondaryDns),
  };
}

export interface SaveContext {
  id: string;
  sites: readonly Site[];
  contacts: readonly Contact[];
  /** The saved device, whose fields the form does not edit (rackmounts, task id) are kept. */
  saved: StoredDevice | undefined;
}

function commonOf(values: DeviceFormValues, context: SaveContext) {
  return {
    id: context.id,
    name: trimmed(values.name),
    location_id: values.siteId ?? '',
    ...networkOf(values),
    shipping_address: shippingAddressOf(values, context.sites),
    shipping_contact: shippingContactOf(values, context.contacts),
    shipping_notes: trimmed(values.shippingNotes),
    need_rackmounts: context.saved?.need_rackmounts ?? false,
    configuration_task_id: context.saved?.configuration_task_id ?? null,
  };
}

/**
 * The stored sensor. In generic-series mode the model is the recommended one, unless staff overrode it with their
 * own choice; the deployment type is the 'deployment' capability. In model mode it is the chosen packet config.
 */
export function formToSensor(
  values: SensorFormValues,
  context: SaveContext & { genericSeries: boolean; recommended: string | undefined },
): Sensor {
  const capabilities = Object.fromEntries(
    Object.entries(values.currentCapabilities).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const generic = context.genericSeries;
  const model = generic && !values.recommendationOverridden ? context.recommended : values.model;
  return {
    ...commonOf(values, context),
    model: model ?? null,
    series: generic ? (values.series ?? null) : null,
    recommendation_overridden: generic && values.recommendationOverridden,
    configuration: (generic ? capabilities.deployment : values.packetConfig) ?? 'mirroring',
    capabilities: generic ? capabilities : {},
  };
}

export function formToScanner(values: ScannerFormValues, context: SaveContext & { vanillaOffered: boolean }): Scanner {
  return {
    ...commonOf(values, context),
    model: values.model ?? null,
    configuration: 'scanner',
    vanilla: context.vanillaOffered && values.vanilla,
  };
}

/** A saved list with the device added or replaced in place. */
export function withDevice<T extends { id: string }>(devices: readonly T[], device: T): T[] {
  return devices.some((candidate) => candidate.id === device.id)
    ? devices.map((candidate) => (candidate.id === device.id ? device : candidate))
    : [...devices, device];
}

/** Device names are unique per kind, ignoring case and spaces; on edit the saved name is allowed. */
export function uniqueName(
  name: string | undefined,
  devices: readonly { id: string; name: string }[],
  editingId: string | undefined,
): boolean {
  const wanted = trimmed(name).toLowerCase();
  return !devices.some((device) => device.id !== editingId && device.name.trim().toLowerCase() === wanted);
}
