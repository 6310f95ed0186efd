import type { Contact } from '@portal/api';
import { ONBOARDING_ANCHORS } from './anchors';

/** Names of the purchasable services (portal-core §1); an unknown key shows as it is. */
export const SERVICE_LABELS: Readonly<Record<string, string>> = {
  managedDetection: 'Managed Detection and Response',
  managedRisk: 'Managed Risk',
  cspmAzure: 'Cloud Security Posture Management (Azure)',
  cspmAws: 'Cloud Security Posture Management (AWS)',
  cspmGcp: 'Cloud Security Posture Management (GCP)',
  logSearch: 'Log Search',
  awareness: 'Managed Security Awareness',
  awarenessPlus: 'Managed Security Awareness Plus',
  contentPack: 'Security Awareness Content Pack',
  dataExploration: 'Data Explorer',
  irJumpstartRetainer: 'IR JumpStart Retainer',
  jumpStartRetainer: 'JumpStart Retainer',
  incident360: 'Incident360 Retainer',
  incident360Plus: 'Incident360 Plus Retainer',
  rapidResponse: 'Rapid Response',
  legacyConciergeTier1: 'Concierge Tier 1',
  legacyConciergeTier2: 'Concierge Tier 2',
  legacyConciergeTier3: 'Concierge Tier 3',
  endpointDefense: 'Endpoint Defense',
  managedEndpointDefense: 'Managed Endpoint Defense',
  legacyCylance: 'Cylance Endpoint Protection',
  cyberJumpstart: 'Cyber JumpStart',
};

export const serviceLabel = (service: string): string => SERVICE_LABELS[service] ?? service;

export interface NavEntry {
  id: string;
  label: string;
  href: string;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavEntry[];
}

type NavContact = Pick<
  Contact,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'is_msp'
  | 'is_primary_contact'
  | 'is_secondary_contact'
  | 'escalation'
  | 'intelligence_reports'
  | 'is_portal_user'
  | 'is_log_search_user'
  | 'is_risk_portal_user'
  | 'is_managed_awareness_user'
  | 'is_activate_vlc_user'
>;

const contactName = (contact: NavContact) =>
  `${contact.first_name} ${contact.last_name}`.trim() || contact.email || 'Unnamed contact';

/** The access rights a contact holds, in the contact list's words (portal-onboarding §2.3). */
export function accessGrants(contact: NavContact): string[] {
  return [
    contact.is_portal_user && 'Portal',
    contact.is_log_search_user && 'Data Explorer',
    contact.is_risk_portal_user && 'Risk',
    contact.is_managed_awareness_user && 'Managed Awareness',
    contact.is_activate_vlc_user && 'Activate vLC',
  ].filter((grant): grant is string => grant !== false);
}

/**
 * The left navigation's groups (portal-onboarding §2.5): Purchased Products, primary/secondary contacts, escalation
 * contacts, report recipients and access grants; each entry leads to the panel that holds it. MSP contacts are left
 * out unless the viewer may see them (an MSP user or provider staff), as in the contact list.
 */
export function sideNavGroups(
  services: readonly string[] | undefined,
  contacts: readonly NavContact[] | undefined,
  showMspContacts: boolean,
): NavGroup[] {
  const groups: NavGroup[] = [];
  const toContacts = `#${ONBOARDING_ANCHORS.contacts}`;
  if (services !== undefined)
    groups.push({
      id: 'products',
      label: 'Purchased Products',
      items: services.map((service) => ({
        id: `product-${service}`,
        label: serviceLabel(service),
        href: `#${ONBOARDING_ANCHORS.checklist}`,
      })),
    });
  if (contacts === undefined) return groups;
  const shown = contacts.filter((contact) => showMspContacts || !contact.is_msp);
  const group = (
    id: string,
    label: string,
    pick: (contact: NavContact) => string | null,
    from: readonly NavContact[] = shown,
  ) => {
    const items = from.flatMap((contact) => {
      const text = pick(contact);
      return text === null ? [] : [{ id: `${id}-${contact.id}`, label: text, href: toContacts }];
    });
    groups.push({ id, label, items });
  };
  // The primary contact first, then the secondary ones.
  const admins = [
    ...shown.filter((contact) => contact.is_primary_contact),
    ...shown.filter((contact) => contact.is_secondary_contact && !contact.is_primary_contact),
  ];
  group(
    'admins',
    'Primary / Secondary Contacts',
    (contact) => `${contactName(contact)} (${contact.is_primary_contact ? 'Primary' : 'Secondary'})`,
    admins,
  );
  group('escalation', 'Escalation Contacts', (contact) => (contact.escalation.incident ? contactName(contact) : null));
  group('reports', 'Report Recipients', (contact) => (contact.intelligence_reports ? contactName(contact) : null));
  group('access', 'Access Grants', (contact) => {
    const grants = accessGrants(contact);
    return grants.length === 0 ? null : `${contactName(contact)}: ${grants.join(', ')}`;
  });
  return groups.filter((candidate) => candidate.items.length > 0);
}
