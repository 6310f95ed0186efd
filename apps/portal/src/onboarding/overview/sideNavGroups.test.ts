import type { Contact } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { accessGrants, serviceLabel, sideNavGroups } from './sideNavGroups';

const contact = (id: string, overrides: Partial<Contact> = {}): Contact => ({
  id,
  first_name: id,
  last_name: 'Doe',
  email: `${id}@example.com`,
  phones: [],
  role: '',
  is_mailing_list: false,
  is_msp: false,
  is_shipping_contact: false,
  is_executive_sponsor: false,
  is_admin: false,
  is_primary_contact: false,
  is_secondary_contact: false,
  escalation: { incident: false },
  intelligence_reports: false,
  is_portal_user: false,
  is_risk_portal_user: false,
  is_log_search_user: false,
  is_managed_awareness_user: false,
  is_activate_vlc_user: false,
  is_mycyber_dashboard_user: false,
  ...overrides,
});

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
