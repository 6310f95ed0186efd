import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export const PHONE_MESSAGES = { invalid: 'Enter a valid phone number' } as const;

/** Numbers typed without a country code are read as US numbers (portal-onboarding §5, §9). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/**
 * A typed phone number in international E.164 form ('+12025550143'), or undefined when it is not a valid number.
 * Text without a leading '+' is read as a number of `country`. An extension is rejected rather than dropped: the
 * contact form keeps extensions in their own field.
 */
export function normalisePhone(text: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, trimmed.startsWith('+') ? undefined : country);
  if (parsed === undefined || parsed.ext !== undefined || !parsed.isValid()) return undefined;
  return parsed.number;
}

/** The field validator: blank passes (the required check is separate), anything else must be a valid number. */
export function validatePhone(value: string | undefined, country?: CountryCode): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return normalisePhone(value, country) === undefined ? PHONE_MESSAGES.invalid : undefined;
}
