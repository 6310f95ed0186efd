import type { Contact } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { testContact } from '../contacts/contactTestData';
import { accessGrants, serviceLabel, sideNavGroups } from './sideNavGroups';

/** A contact named by its id (the side navigation lists first names), with no phones. */
const contact = (id: string, overrides: Partial<Contact> = {}): Contact =>
  testContact(id, { first_name: id, last_name: 'Doe', phones: [], role: '', ...overrides });

describe('the side navigation (portal-onboarding §2.5)', () => {
  const contacts = [
    contact('Sam', { is_secondary_contact: true, escalation: { incident: true } }),
    contact('Ada', { is_primary_contact: true, intelligence_reports: true, is_portal_user: true }),
    contact('Mo', { is_msp: true, is_portal_user: true, is_activate_vlc_user: true }),
  ];

  it('groups products and contacts, primary first, each leading to its panel', () => {
    const groups = sideNavGroups(['managedDetection', 'newThing'], contacts, false);
    expect(groups.map((group) => [group.label, group.items.map((item) => item.label)])).toEqual([
      ['Purchased Products', ['Managed Detection and Response', 'newThing']],
      ['Primary / Secondary Contacts', ['Ada Doe (Primary)', 'Sam Doe (Secondary)']],
      ['Escalation Contacts', ['Sam Doe']],
      ['Report Recipients', ['Ada Doe']],
      ['Access Grants', ['Ada Doe: Portal']],
    ]);
    expect(groups[1]?.items[0]?.href).toBe('#onboarding-contacts');
  });

  it('shows MSP contacts only to MSP users and staff, and drops empty groups', () => {
    expect(
      sideNavGroups(undefined, contacts, true)
        .at(-1)
        ?.items.map((item) => item.label),
    ).toEqual(['Ada Doe: Portal', 'Mo Doe: Portal, Activate vLC']);
    expect(sideNavGroups([], [], false)).toEqual([]);
  });

  it('names the access rights as the contact list does', () => {
    expect(accessGrants(contact('x', { is_log_search_user: true, is_risk_portal_user: true }))).toEqual([
      'Data Explorer',
      'Risk',
    ]);
    expect(serviceLabel('incident360')).toBe('Incident360 Retainer');
  });
});
