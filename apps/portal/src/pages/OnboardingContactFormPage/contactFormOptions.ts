import type { FieldOption } from '@portal/ui';
import type { PartnerType } from '@portal/api';

/** The form's labels (portal-onboarding §2.3, §3). */
export const CONTACT_FORM_TEXTS = {
  addTitle: 'Add Contact',
  editTitle: 'Edit Contact',
  overview: 'Onboarding Overview',
  information: 'Information',
  settings: 'Settings',
  loading: 'Loading contact...',
  notFound: 'Contact not found',
  notEditable: 'Contact not editable',
  added: 'Contact added.',
  updated: 'Contact updated.',
  demoted: (name: string) => `${name} is no longer the primary contact.`,
} as const;

export const CATEGORY_OPTIONS: readonly FieldOption[] = [
  { value: 'user', label: 'User' },
  { value: 'dl', label: 'Distribution List' },
  { value: 'sc', label: 'Shipping Contact' },
];

/** Partner type MSP shows only the shipping contact type (§2.4, §6). */
export function categoryOptions(partnerType: PartnerType | null): readonly FieldOption[] {
  return partnerType === 'msp' ? CATEGORY_OPTIONS.filter((option) => option.value === 'sc') : CATEGORY_OPTIONS;
}

export const PHONE_TYPE_LABELS: readonly FieldOption[] = [
  { value: 'office', label: 'Office' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'other', label: 'Other' },
];

/** Normal, Primary (disabled while an MSP contact is the primary, §2.3), Secondary. */
export function contactTypeOptions(primaryLocked: boolean): readonly FieldOption[] {
  return [
    { value: 'normal', label: 'Normal' },
    { value: 'primary', label: 'Primary', disabled: primaryLocked },
    { value: 'secondary', label: 'Secondary' },
  ];
}
