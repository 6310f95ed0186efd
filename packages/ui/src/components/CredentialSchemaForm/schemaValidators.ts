import { isJsonFileValue } from './jsonFile';
import type { CredentialFieldValidator, CredentialSchemaField } from './types';

/**
 * Messages for schema validators that come without an `error_message` of their own. The validator names follow
 * Yup's (the schema's origin): on number fields min and max bound the value, on text they bound its length.
 */
export const CREDENTIAL_MESSAGES = {
  required: 'This field is required',
  matches: 'Enter a value in the expected format',
  oneOf: 'Choose one of the options',
  notOneOf: 'Choose a different value',
  minNumber: (limit: number) => `Enter ${limit} or more`,
  maxNumber: (limit: number) => `Enter ${limit} or less`,
  minLength: (limit: number) => `Enter at least ${limit} characters`,
  maxLength: (limit: number) => `Enter at most ${limit} characters`,
  length: (limit: number) => `Enter exactly ${limit} characters`,
  email: 'Enter a valid email address',
  url: 'Enter a valid URL',
  integer: 'Enter a whole number',
} as const;

/** The validators this form understands; others are ignored (the server still checks them). */
export const SUPPORTED_VALIDATORS = [
  'required',
  'matches',
  'oneOf',
  'notOneOf',
  'min',
  'max',
  'length',
  'email',
  'url',
  'integer',
] as const;

type Check = (value: string | number) => string | undefined;

const listOf = (value: CredentialFieldValidator['validator_value']): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function limitOf(value: CredentialFieldValidator['validator_value']): number | undefined {
  const limit = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof limit === 'number' && Number.isFinite(limit) ? limit : undefined;
}

function patternOf(value: CredentialFieldValidator['validator_value']): RegExp | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new RegExp(value);
  } catch {
    // A pattern this browser cannot compile is left to the server rather than blocking the user.
    return undefined;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function checkFor(field: CredentialSchemaField, validator: CredentialFieldValidator): Check | undefined {
  const custom = validator.error_message ?? undefined;
  const expected = validator.validator_value;
  const numeric = field.data_type === 'number';
  const fail = (failed: boolean, fallback: string) => (failed ? (custom ?? fallback) : undefined);
  switch (validator.validator_name) {
    case 'matches': {
      const pattern = patternOf(expected);
      return pattern && ((value) => fail(!pattern.test(String(value)), CREDENTIAL_MESSAGES.matches));
    }
    case 'oneOf':
      return (value) => fail(!listOf(expected).includes(String(value)), CREDENTIAL_MESSAGES.oneOf);
    case 'notOneOf':
      return (value) => fail(listOf(expected).includes(String(value)), CREDENTIAL_MESSAGES.notOneOf);
    case 'min':
    case 'max': {
      const limit = limitOf(expected);
      if (limit === undefined) return undefined;
      const isMin = validator.validator_name === 'min';
      return (value) => {
        const measure = numeric ? Number(value) : String(value).length;
        const message = numeric
          ? (isMin ? CREDENTIAL_MESSAGES.minNumber : CREDENTIAL_MESSAGES.maxNumber)(limit)
          : (isMin ? CREDENTIAL_MESSAGES.minLength : CREDENTIAL_MESSAGES.maxLength)(limit);
        return fail(isMin ? measure < limit : measure > limit, message);
      };
    }
    case 'length': {
      const limit = limitOf(expected);
      return limit === undefined
        ? undefined
        : (value) => fail(String(value).length !== limit, CREDENTIAL_MESSAGES.length(limit));
    }
    case 'email':
      return (value) => fail(!EMAIL.test(String(value)), CREDENTIAL_MESSAGES.email);
    case 'url':
      return (value) => fail(!isUrl(String(value)), CREDENTIAL_MESSAGES.url);
    case 'integer':
      return (value) => fail(!Number.isInteger(Number(value)), CREDENTIAL_MESSAGES.integer);
    default:
      return undefined;
  }
}

/** The message of a blank required field: the required validator's own, else 'This field is required'. */
export function requiredMessage(field: CredentialSchemaField): string {
  const own = field.validators.find((validator) => validator.validator_name === 'required')?.error_message;
  return own ?? CREDENTIAL_MESSAGES.required;
}

/**
 * A validator for a field's filled-in value from its schema validators (the required check is separate): the first
 * failing validator's message. Blank values, booleans and JSON files pass; a JSON file that could not be used
 * answers its own message.
 */
export function buildSchemaValidator(field: CredentialSchemaField): (value: unknown) => string | undefined {
  const checks = field.validators
    .map((validator) => checkFor(field, validator))
    .filter((check): check is Check => check !== undefined);
  return (value) => {
    if (isJsonFileValue(value)) return value.kind === 'error' ? value.message : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    if (typeof value === 'string' && value.trim() === '') return undefined;
    for (const check of checks) {
      const message = check(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}
