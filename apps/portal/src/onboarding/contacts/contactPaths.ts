import { ONBOARDING_ANCHORS, onboardingViewHref } from '../overview/anchors';

/** The contact routes (portal-onboarding §2.1) and the list's anchor on the overview. */
export const CONTACT_PATHS = {
  add: '/onboarding/contacts/new',
  edit: (uuid: string) => `/onboarding/contacts/edit/${uuid}`,
  /** The overview opened at the contact list (its `?view=contacts` scroll). */
  list: onboardingViewHref('contacts'),
} as const;

/** The contact list's container id: the overview scrolls to it for `?view=contacts`. */
export const CONTACTS_LIST_ID = ONBOARDING_ANCHORS.contacts;

export const CONTACT_TEXTS = {
  mspTooltip: 'Please contact your CST to make changes.',
  noAvailableContacts: 'No available contacts.',
  addContact: 'Add Contact',
  noContacts: 'Select Add Contact to add a contact',
  loading: 'Loading contacts...',
  saved: 'Contact saved.',
  selectionsSaved: 'Contacts updated.',
} as const;
