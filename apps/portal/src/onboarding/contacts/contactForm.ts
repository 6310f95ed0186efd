import type { Contact, ContactInput } from '@portal/api';

/** The contact categories (portal-onboarding §3 contactCategory): a person, a distribution list, a shipping contact. */
export const CONTACT_CATEGORIES = ['user', 'dl', 'sc'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_TYPES = ['normal', 'primary', 'secondary'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const PHONE_TYPE_OPTIONS = ['office', 'mobile', 'other'] as const;
export type PhoneType = (typeof PHONE_TYPE_OPTIONS)[number];

/** The access flags a distribution list or shipping contact never holds (§4 contact form). */
export const ACCESS_FLAGS = [
  'isPortalUser',
  'isLogSearchUser',
  'isRiskUser',
  'isManagedAwarenessUser',
  'isActivateVlcUser',
  'isMyCyberDashboardUser',
] as const;
export type AccessFlag = (typeof ACCESS_FLAGS)[number];

/** The contact form's values (portal-onboarding §3 Contact (form)). */
export interface ContactFormValues extends Record<AccessFlag, boolean> {
  firstName: string;
  lastName: string;
  email: string;
  primaryNumber: string;
  primaryNumberType: PhoneType;
  primaryNumberId: string | null;
  primaryExtensionNumber: string;
  secondaryNumber: string;
  secondaryNumberType: PhoneType;
  secondaryNumberId: string | null;
  secondaryExtensionNumber: string;
  role: string;
  isDL: boolean;
  contactType: ContactType;
  isBasicEscalationContact: boolean;
  isReportRecipient: boolean;
  isMSP: boolean;
  isShippingContact: boolean;
  contactCategory: ContactCategory;
  isExecutiveSponsor: boolean;
}

const NO_ACCESS: Record<AccessFlag, false> = {
  isPortalUser: false,
  isLogSearchUser: false,
  isRiskUser: false,
  isManagedAwarenessUser: false,
  isActivateVlcUser: false,
  isMyCyberDashboardUser: false,
};

/** A new contact: a person, normal type, phone types office and mobile (§9 defaults). */
export function emptyContactForm(category: ContactCategory = 'user'): ContactFormValues {
  return applyCategoryRules({
    firstName: '',
    lastName: '',
    email: '',
    primaryNumber: '',
    primaryNumberType: 'office',
    primaryNumberId: null,
    primaryExtensionNumber: '',
    secondaryNumber: '',
    secondaryNumberType: 'mobile',
    secondaryNumberId: null,
    secondaryExtensionNumber: '',
    role: '',
    isDL: false,
    contactType: 'normal',
    isBasicEscalationContact: false,
    isReportRecipient: false,
    isMSP: false,
    isShippingContact: false,
    contactCategory: category,
    isExecutiveSponsor: false,
    ...NO_ACCESS,
  });
}

export function categoryOf(contact: Pick<Contact, 'is_mailing_list' | 'is_shipping_contact'>): ContactCategory {
  if (contact.is_mailing_list) return 'dl';
  if (contact.is_shipping_contact) return 'sc';
  return 'user';
}

export function contactTypeOf(contact: Pick<Contact, 'is_primary_contact' | 'is_secondary_contact'>): ContactType {
  if (contact.is_primary_contact) return 'primary';
  if (contact.is_secondary_contact) return 'secondary';
  return 'normal';
}

/**
 * The §4 category rules: a distribution list or shipping contact holds no access and is no executive sponsor; a
 * shipping contact is also a normal contact that gets no reports and no escalations. Idempotent.
 */
export function applyCategoryRules(values: ContactFormValues): ContactFormValues {
  const category = values.contactCategory;
  const next = { ...values, isDL: category === 'dl', isShippingContact: category === 'sc' };
  if (category === 'user') return next;
  const cleared = { ...next, ...NO_ACCESS, isExecutiveSponsor: false };
  if (category === 'dl') return cleared;
  return { ...cleared, contactType: 'normal', isReportRecipient: false, isBasicEscalationContact: false };
}

function blankToNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** A stored contact as the form edits it. */
export function contactToForm(contact: Contact): ContactFormValues {
  const [primary, secondary] = contact.phones;
  return {
    firstName: contact.first_name,
    lastName: contact.last_name,
    email: contact.email,
    primaryNumber: primary?.number ?? '',
    primaryNumberType: primary?.type ?? 'office',
    primaryNumberId: primary?.id ?? null,
    primaryExtensionNumber: primary?.extension ?? '',
    secondaryNumber: secondary?.number ?? '',
    secondaryNumberType: secondary?.type ?? 'mobile',
    secondaryNumberId: secondary?.id ?? null,
    secondaryExtensionNumber: secondary?.extension ?? '',
    role: contact.role,
    isDL: contact.is_mailing_list,
    contactType: contactTypeOf(contact),
    isBasicEscalationContact: contact.escalation.incident,
    isReportRecipient: contact.intelligence_reports,
    isPortalUser: contact.is_portal_user,
    isLogSearchUser: contact.is_log_search_user,
    isRiskUser: contact.is_risk_portal_user,
    isMSP: contact.is_msp,
    isShippingContact: contact.is_shipping_contact,
    contactCategory: categoryOf(contact),
    isManagedAwarenessUser: contact.is_managed_awareness_user,
    isActivateVlcUser: contact.is_activate_vlc_user,
    isExecutiveSponsor: contact.is_executive_sponsor,
    isMyCyberDashboardUser: contact.is_mycyber_dashboard_user,
  };
}

/** The request body for the form's values, after the category rules; blank phones are left out. */
export function formToContact(input: ContactFormValues): ContactInput {
  const values = applyCategoryRules(input);
  const phones: ContactInput['phones'] = [];
  if (values.primaryNumber.trim() !== '')
    phones.push({
      id: values.primaryNumberId,
      number: values.primaryNumber.trim(),
      type: values.primaryNumberType,
      extension: blankToNull(values.primaryExtensionNumber),
    });
  if (values.secondaryNumber.trim() !== '')
    phones.push({
      id: values.secondaryNumberId,
      number: values.secondaryNumber.trim(),
      type: values.secondaryNumberType,
      extension: blankToNull(values.secondaryExtensionNumber),
    });
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    phones,
    role: values.role.trim(),
    is_mailing_list: values.isDL,
    is_msp: values.isMSP,
    is_shipping_contact: values.isShippingContact,
    is_executive_sponsor: values.isExecutiveSponsor,
    // §3: a contact counts as admin when its type is not normal.
    is_admin: values.contactType !== 'normal',
    is_primary_contact: values.contactType === 'primary',
    is_secondary_contact: values.contactType === 'secondary',
    escalation: { incident: values.isBasicEscalationContact },
    intelligence_reports: values.isReportRecipient,
    is_portal_user: values.isPortalUser,
    is_risk_portal_user: values.isRiskUser,
    is_log_search_user: values.isLogSearchUser,
    is_managed_awareness_user: values.isManagedAwarenessUser,
    is_activate_vlc_user: values.isActivateVlcUser,
    is_mycyber_dashboard_user: values.isMyCyberDashboardUser,
  };
}

/** A stored contact as a request body (no id), e.g. to change one flag of it. */
export function contactInput(contact: Contact): ContactInput {
  const input: ContactInput & { id?: string } = { ...contact };
  delete input.id;
  return input;
}
