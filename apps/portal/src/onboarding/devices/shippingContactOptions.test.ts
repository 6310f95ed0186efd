import { describe, expect, it } from 'vitest';
import { testContact } from '../contacts/contactTestData';
import { shippingContactOptions } from './ShippingFields';

const person = testContact('person', { first_name: 'Kim', last_name: 'Osei' });
const shipping = testContact('shipping', { first_name: 'Ramon', last_name: 'Ibarra', is_shipping_contact: true });
const list = testContact('list', { first_name: 'IT Operations', last_name: '', is_mailing_list: true });
const msp = testContact('msp', { first_name: 'Keystone', last_name: 'SOC Desk', is_msp: true });

describe('the contacts a device can ship to (portal-onboarding §2.3, §3)', () => {
  it("offers the customer's people, shipping contacts first, without lists or the MSP's contacts", () => {
    expect(shippingContactOptions([person, list, msp, shipping]).map((option) => option.label)).toEqual([
      'Ramon Ibarra',
      'Kim Osei',
    ]);
  });

  it('keeps offering the contact a saved device already ships to', () => {
    expect(shippingContactOptions([person, msp], msp.id).map((option) => option.label)).toEqual([
      'Kim Osei',
      'Keystone SOC Desk',
    ]);
  });
});
