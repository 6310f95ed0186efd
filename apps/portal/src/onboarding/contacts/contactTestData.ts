import type { Contact } from '@portal/api';

/** A stored contact for the unit tests: a person with no roles and no access, overridable field by field. */
export function testContact(id: string, overrides: Partial<Contact> = {}): Contact {
  return {
    id,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `${id}@example.com`,
    phones: [{ id: 'p1', number: '+16175550100', type: 'office', extension: null }],
    role: 'Engineer',
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
  };
}
