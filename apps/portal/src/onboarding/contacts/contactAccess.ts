import type { Contact, User } from '@portal/api';
import type { AccessFlag } from './contactForm';

/** The incident-response retainer products (portal-onboarding §3 product groups). */
export const IR_RETAINER_SERVICES = ['irJumpstartRetainer', 'jumpStartRetainer', 'incident360', 'incident360Plus'];
/** The products that give Cyber JumpStart (the app switcher's rule, portal-onboarding §2.9). */
export const IR_PRODUCT_SERVICES = ['cyberJumpstart', 'irJumpstartRetainer', 'jumpStartRetainer'];

export interface AccessRight {
  flag: AccessFlag;
  /** The stored field of the flag. */
  field: AccessField;
  /** The form's and the selectors' label (§2.3). */
  label: string;
}

export type AccessField =
  | 'is_portal_user'
  | 'is_log_search_user'
  | 'is_risk_portal_user'
  | 'is_managed_awareness_user'
  | 'is_activate_vlc_user'
  | 'is_mycyber_dashboard_user';

export const ACCESS_RIGHTS: readonly AccessRight[] = [
  { flag: 'isPortalUser', field: 'is_portal_user', label: 'Portal' },
  { flag: 'isLogSearchUser', field: 'is_log_search_user', label: 'Data Explorer' },
  { flag: 'isRiskUser', field: 'is_risk_portal_user', label: 'Managed Risk dashboard' },
  { flag: 'isManagedAwarenessUser', field: 'is_managed_awareness_user', label: 'Managed Awareness' },
  { flag: 'isActivateVlcUser', field: 'is_activate_vlc_user', label: 'Activate Virtual Appliance Access' },
  { flag: 'isMyCyberDashboardUser', field: 'is_mycyber_dashboard_user', label: 'Cyber JumpStart' },
];

/**
 * The access rights offered for the purchased products (§2.3): Activate Virtual Appliance Access is hidden when only
 * incident-response retainers are bought, Cyber JumpStart shows only with the incident-response product.
 */
export function availableAccessRights(services: readonly string[]): AccessRight[] {
  const onlyRetainers = services.length > 0 && services.every((service) => IR_RETAINER_SERVICES.includes(service));
  const hasIrProduct = services.some((service) => IR_PRODUCT_SERVICES.includes(service));
  return ACCESS_RIGHTS.filter((right) => {
    if (right.flag === 'isActivateVlcUser') return !onlyRetainers;
    if (right.flag === 'isMyCyberDashboardUser') return hasIrProduct;
    return true;
  });
}

/** The list's Access Controls column (§2.3): the short names, in this order. */
const LIST_ACCESS: readonly [AccessField, string][] = [
  ['is_portal_user', 'Portal'],
  ['is_log_search_user', 'Data Explorer'],
  ['is_risk_portal_user', 'Risk'],
  ['is_managed_awareness_user', 'Managed Awareness'],
  ['is_activate_vlc_user', 'Activate vLC'],
];

export function accessControlsText(contact: Contact): string {
  return LIST_ACCESS.filter(([field]) => contact[field])
    .map(([, label]) => label)
    .join(', ');
}

/** The list's Primary Phone Number: the number, ' Ext. ' and the extension, ' - ' and the type. */
export function primaryPhoneText(contact: Contact): string {
  const phone = contact.phones[0];
  if (phone === undefined) return '';
  const extension = phone.extension === null || phone.extension === '' ? '' : ` Ext. ${phone.extension}`;
  return `${phone.number}${extension} - ${phone.type}`;
}

export function displayName(contact: Pick<Contact, 'first_name' | 'last_name'>): string {
  return [contact.first_name, contact.last_name].filter((part) => part.trim() !== '').join(' ');
}

export type ContactKind = 'List' | 'Shipping' | 'User';

/** The Type column's icon: a distribution list, a shipping contact or a person. */
export function contactKind(contact: Pick<Contact, 'is_mailing_list' | 'is_shipping_contact'>): ContactKind {
  if (contact.is_mailing_list) return 'List';
  if (contact.is_shipping_contact) return 'Shipping';
  return 'User';
}

/** MSP contacts are listed only for a viewer with an MSP id or provider staff (§2.3). */
export function seesMspContacts(user: Pick<User, 'msp_id'> | null | undefined, providerStaff: boolean): boolean {
  return providerStaff || (user?.msp_id ?? null) !== null;
}

export function visibleContacts(contacts: readonly Contact[], showMsp: boolean): Contact[] {
  return contacts.filter((contact) => showMsp || !contact.is_msp);
}

/** Distribution lists and shipping contacts are never offered in the access selectors (§5). */
export function accessCandidates(contacts: readonly Contact[]): Contact[] {
  return contacts.filter((contact) => !contact.is_mailing_list && !contact.is_shipping_contact);
}

/** Who may be picked for escalations and reports: not shipping contacts, and (§5) only with an email. */
export function emailCandidates(contacts: readonly Contact[]): Contact[] {
  return contacts.filter((contact) => !contact.is_shipping_contact && contact.email.trim() !== '');
}

/** Whether an MSP contact already is the primary: then no one else may become primary (§2.3). */
export function hasMspPrimary(contacts: readonly Contact[]): boolean {
  return contacts.some((contact) => contact.is_msp && contact.is_primary_contact);
}
