import type { FieldOption } from './options';

/** Choices from the onboarding spec (portal-onboarding §3, §2.3), for the form kit's stories. */
export const PHONE_TYPE_OPTIONS: FieldOption[] = [
  { value: 'office', label: 'Office' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'other', label: 'Other' },
];

export const CONTACT_TYPE_OPTIONS: FieldOption[] = [
  { value: 'normal', label: 'Normal', description: 'No special role in onboarding.' },
  { value: 'primary', label: 'Primary', description: 'Only one primary contact is allowed.' },
  { value: 'secondary', label: 'Secondary' },
];

export const ACCESS_OPTIONS: FieldOption[] = [
  { value: 'portal', label: 'Portal' },
  { value: 'logSearch', label: 'Data Explorer' },
  { value: 'risk', label: 'Managed Risk dashboard' },
  { value: 'awareness', label: 'Managed Awareness' },
  { value: 'activateVlc', label: 'Activate Virtual Appliance Access', disabled: true },
];

export const ESCALATION_CONTACT_OPTIONS: FieldOption[] = [
  { value: 'c1', label: 'Dana Whitfield' },
  { value: 'c2', label: 'Marcus Oyelaran' },
  { value: 'c3', label: 'Priya Raman' },
  { value: 'c4', label: 'SOC Distribution List', disabled: true },
  { value: 'c5', label: 'Tomasz Nowicki' },
];
