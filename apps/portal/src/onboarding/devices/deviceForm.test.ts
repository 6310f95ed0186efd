import type { Contact, Sensor, Site } from '@portal/api';
import { describe, expect, it } from 'vitest';
import {
  emptySensorForm,
  formToScanner,
  formToSensor,
  sensorToForm,
  shippingCountry,
  showsImportFeeNotice,
  uniqueName,
  withDevice,
  emptyScannerForm,
} from './deviceForm';

const address = {
  id: 'addr-1',
  country: 'US',
  street: '1 Main St',
  street2: null,
  city: 'Boston',
  region: 'MA',
  postcode: '02110',
};
const SITES = [{ id: 'site-1', name: 'Head Office', address, finalized: null } as Site];
const CONTACTS = [
  {
    id: 'c-1',
    first_name: 'Ramon',
    last_name: 'Ibarra',
    email: 'ramon@example.com',
    phones: [{ number: '+16175550100', type: 'office', id: null, extension: null }],
  } as unknown as Contact,
];

const STATIC = {
  ...emptySensorForm(),
  name: ' edge-1 ',
  siteId: 'site-1',
  model: 'sensor1000',
  ipAddress: '10.20.1.10 ',
  subnetMask: '/24',
  gateway: '10.20.1.1',
  primaryDns: '10.20.0.53',
  shippingSiteId: 'site-1',
  shippingContactId: 'c-1',
};
const context = { id: 'new-id', sites: SITES, contacts: CONTACTS, saved: undefined };

describe('sensor form ⇄ stored sensor', () => {
  it('saves a static address trimmed, a typed prefix as its mask, the site address and contact', () => {
    const sensor = formToSensor(STATIC, { ...context, genericSeries: false, recommended: undefined });
    expect(sensor).toMatchObject({
      id: 'new-id',
      name: 'edge-1',
      network_configuration: { address: '10.20.1.10', subnet_mask: '255.255.255.0', gateway: '10.20.1.1' },
      primary_dns: '10.20.0.53',
      secondary_dns: null,
      model: 'sensor1000',
      series: null,
      configuration: 'mirroring',
      shipping_address: address,
      shipping_contact: { id: 'c-1', first_name: 'Ramon', phones: [{ number: '+16175550100', type: 'office' }] },
    });
  });

  it('saves DHCP as no network configuration', () => {
    const sensor = formToSensor(
      { ...STATIC, isIPAutoConfig: true },
      { ...context, genericSeries: false, recommended: undefined },
    );
    expect(sensor.network_configuration).toBeNull();
    expect(sensor.primary_dns).toBeNull();
  });

  it('takes the recommended model in generic-series mode unless overridden', () => {
    const generic = {
      ...STATIC,
      series: 's10g',
      currentCapabilities: { deployment: 'internal_tap', vanilla: undefined },
    };
    const sensor = formToSensor(generic, { ...context, genericSeries: true, recommended: 'sensor3000' });
    expect(sensor).toMatchObject({
      model: 'sensor3000',
      series: 's10g',
      configuration: 'internal_tap',
      capabilities: { deployment: 'internal_tap' },
    });
    const overridden = formToSensor(
      { ...generic, recommendationOverridden: true },
      { ...context, genericSeries: true, recommended: 'sensor3000' },
    );
    expect(overridden).toMatchObject({ model: 'sensor1000', recommendation_overridden: true });
  });

  it('reads a saved sensor back into the same form values', () => {
    const sensor = formToSensor(STATIC, { ...context, genericSeries: false, recommended: undefined });
    const form = sensorToForm(sensor, SITES);
    expect(form).toMatchObject({
      name: 'edge-1',
      subnetMask: '255.255.255.0',
      shippingAddressKind: 'site',
      shippingSiteId: 'site-1',
      shippingContactKind: 'existing',
      shippingContactId: 'c-1',
    });
  });

  it('reads a new address and contact back as new', () => {
    const typed = {
      ...STATIC,
      shippingAddressKind: 'new' as const,
      country: 'DE',
      street: 'Friedrichstraße 1',
      city: 'Berlin',
      region: 'Berlin',
      postcode: '10117',
      shippingContactKind: 'new' as const,
      shippingContactFirstName: 'Lena',
      shippingContactLastName: 'Vogel',
      shippingContactEmail: 'lena@example.com',
      shippingContactPhoneNumber: '+493012345678',
    };
    const sensor: Sensor = formToSensor(typed, { ...context, genericSeries: false, recommended: undefined });
    expect(sensor.shipping_address).toMatchObject({ id: null, country: 'DE', street2: null });
    expect(sensorToForm(sensor, SITES)).toMatchObject({
      shippingAddressKind: 'new',
      country: 'DE',
      shippingContactKind: 'new',
      shippingContactFirstName: 'Lena',
    });
    expect(shippingCountry(typed, SITES)).toBe('DE');
    expect(shippingCountry(STATIC, SITES)).toBe('US');
  });
});

describe('scanner, notice, names', () => {
  it('saves a scanner as customer configured only where offered', () => {
    const values = { ...emptyScannerForm(), ...STATIC, model: 'scanner200', vanilla: true };
    expect(formToScanner(values, { ...context, vanillaOffered: true })).toMatchObject({
      configuration: 'scanner',
      vanilla: true,
    });
    expect(formToScanner(values, { ...context, vanillaOffered: false }).vanilla).toBe(false);
  });

  it('shows the import-fee notice outside the US and Canada', () => {
    expect(showsImportFeeNotice('DE')).toBe(true);
    expect(showsImportFeeNotice('US')).toBe(false);
    expect(showsImportFeeNotice('CA')).toBe(false);
    expect(showsImportFeeNotice(undefined)).toBe(false);
  });

  it('keeps names unique, the edited one exempt', () => {
    const devices = [{ id: 'a', name: 'Edge-1' }];
    expect(uniqueName(' edge-1 ', devices, undefined)).toBe(false);
    expect(uniqueName('edge-1', devices, 'a')).toBe(true);
    expect(withDevice(devices, { id: 'a', name: 'x' })).toEqual([{ id: 'a', name: 'x' }]);
    expect(withDevice(devices, { id: 'b', name: 'y' })).toHaveLength(2);
  });
});
