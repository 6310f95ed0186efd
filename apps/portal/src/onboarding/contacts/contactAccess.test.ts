import { describe, expect, it } from 'vitest';
import {
  accessCandidates,
  accessControlsText,
  availableAccessRights,
  contactKind,
  emailCandidates,
  primaryPhoneText,
  seesMspContacts,
  visibleContacts,
} from './contactAccess';
import { testContact } from './contactTestData';

const labels = (services: string[]) => availableAccessRights(services).map((right) => right.label);

describe('access rights by product (portal-onboarding §2.3)', () => {
  it('offers Portal to Activate Virtual Appliance Access without the incident-response product', () => {
    expect(labels(['managedDetection'])).toEqual([
      'Portal',
      'Data Explorer',
      'Managed Risk dashboard',
      'Managed Awareness',
      'Activate Virtual Appliance Access',
    ]);
  });
  it('hides Activate Virtual Appliance Access when only retainers are bought, and adds Cyber JumpStart', () => {
    expect(labels(['incident360', 'irJumpstartRetainer'])).toEqual([
      'Portal',
      'Data Explorer',
      'Managed Risk dashboard',
      'Managed Awareness',
      'Cyber JumpStart',
    ]);
  });
  it('keeps Activate Virtual Appliance Access when a retainer comes with another product', () => {
    expect(labels(['incident360', 'managedDetection'])).toContain('Activate Virtual Appliance Access');
  });
});

describe('contact list cells', () => {
  it('joins the access controls with the list names', () => {
    const contact = testContact('a', { is_portal_user: true, is_risk_portal_user: true, is_activate_vlc_user: true });
    expect(accessControlsText(contact)).toBe('Portal, Risk, Activate vLC');
    expect(accessControlsText(testContact('b'))).toBe('');
  });
  it('writes the primary phone with its extension and type', () => {
    const contact = testContact('a', {
      phones: [{ id: null, number: '+1 617 555 0110', type: 'office', extension: '204' }],
    });
    expect(primaryPhoneText(contact)).toBe('+1 617 555 0110 Ext. 204 - office');
    expect(primaryPhoneText(testContact('b', { phones: [] }))).toBe('');
  });
  it('names the kind of contact for its icon', () => {
    expect(contactKind(testContact('a', { is_mailing_list: true }))).toBe('List');
    expect(contactKind(testContact('a', { is_shipping_contact: true }))).toBe('Shipping');
    expect(contactKind(testContact('a'))).toBe('User');
  });
});

describe('who is listed and offered', () => {
  const msp = testContact('msp', { is_msp: true });
  const dl = testContact('dl', { is_mailing_list: true });
  const ship = testContact('ship', { is_shipping_contact: true });
  const person = testContact('p');
  it('lists MSP contacts only for MSP users and staff', () => {
    expect(seesMspContacts({ msp_id: null }, false)).toBe(false);
    expect(seesMspContacts({ msp_id: 'm1' }, false)).toBe(true);
    expect(seesMspContacts({ msp_id: null }, true)).toBe(true);
    expect(visibleContacts([msp, person], false)).toEqual([person]);
    expect(visibleContacts([msp, person], true)).toEqual([msp, person]);
  });
  it('offers neither lists nor shipping contacts for access, and no shipping contact or empty email for mail', () => {
    expect(accessCandidates([dl, ship, person])).toEqual([person]);
    const noEmail = testContact('n', { email: '' });
    expect(emailCandidates([dl, ship, person, noEmail])).toEqual([dl, person]);
  });
});
