import type { ContactFormValues } from './contactForm';

/** The contact form's messages (portal-onboarding §5 Contact), verbatim. */
export const CONTACT_MESSAGES = {
  firstName: 'Enter a first name',
  lastName: 'Enter a last name',
  email: 'Enter an email address',
  emailInvalid: 'Enter a valid email address',
  primaryNumber: 'Enter a primary phone number',
} as const;

// One @, something before it, a dot in the domain, no spaces: what a mail server could deliver to.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function validateEmail(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return isValidEmail(value) ? undefined : CONTACT_MESSAGES.emailInvalid;
}

/** A distribution list needs no last name and no phone (§5). */
export function needsPersonFields(values: Partial<ContactFormValues>): boolean {
  return values.contactCategory !== 'dl';
}
