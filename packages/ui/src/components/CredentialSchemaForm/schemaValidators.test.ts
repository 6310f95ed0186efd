import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchemaValidator, CREDENTIAL_MESSAGES, requiredMessage } from './schemaValidators';
import type { CredentialFieldValidator, CredentialSchemaField } from './types';

function field(
  validators: CredentialFieldValidator[],
  dataType: CredentialSchemaField['data_type'] = 'string',
): CredentialSchemaField {
  return {
    name: 'f',
    display_name: 'F',
    description: null,
    data_type: dataType,
    sensitive: false,
    required: false,
    order: 0,
    default: null,
    options: null,
    validators,
  };
}
const v = (
  name: string,
  value: CredentialFieldValidator['validator_value'],
  message: string | null = null,
): CredentialFieldValidator => ({ validator_name: name, validator_value: value, error_message: message });

describe('buildSchemaValidator', () => {
  it('uses the schema message of a failing validator', () => {
    const validate = buildSchemaValidator(field([v('matches', '^DI[A-Z0-9]{18}$', 'Integration keys start with DI')]));
    expect(validate('DIWJ8X6AEYOR5OMC6TQ1')).toBeUndefined();
    expect(validate('XX')).toBe('Integration keys start with DI');
  });

  it.each([
    [v('matches', '^\\d+$'), 'abc', CREDENTIAL_MESSAGES.matches],
    [v('oneOf', ['a', 'b']), 'c', CREDENTIAL_MESSAGES.oneOf],
    [v('notOneOf', ['admin']), 'admin', CREDENTIAL_MESSAGES.notOneOf],
    [v('min', 3), 'ab', CREDENTIAL_MESSAGES.minLength(3)],
    [v('max', 3), 'abcd', CREDENTIAL_MESSAGES.maxLength(3)],
    [v('length', 4), 'abc', CREDENTIAL_MESSAGES.length(4)],
    [v('email', null), 'dana@', CREDENTIAL_MESSAGES.email],
    [v('url', null), 'ftp://example.com', CREDENTIAL_MESSAGES.url],
    [v('integer', null), '1.5', CREDENTIAL_MESSAGES.integer],
  ])('falls back for %o', (validator, value, message) => {
    expect(buildSchemaValidator(field([validator]))(value)).toBe(message);
  });

  it('bounds numbers by value and text by length', () => {
    const numeric = buildSchemaValidator(field([v('min', 1, 'Enter 1 or more'), v('max', 24)], 'number'));
    expect(numeric(0)).toBe('Enter 1 or more');
    expect(numeric(25)).toBe(CREDENTIAL_MESSAGES.maxNumber(24));
    expect(numeric(12)).toBeUndefined();
    expect(buildSchemaValidator(field([v('max', '5')]))('123456')).toBe(CREDENTIAL_MESSAGES.maxLength(5));
  });

  it('answers the first failing validator in schema order', () => {
    const validate = buildSchemaValidator(field([v('min', 5, 'Too short'), v('matches', '^a', 'Starts with a')]));
    expect(validate('b')).toBe('Too short');
    expect(validate('bbbbbb')).toBe('Starts with a');
  });

  it('passes blank values and ignores unknown or unusable validators', () => {
    const validate = buildSchemaValidator(
      field([v('matches', '^x$', 'Only x'), v('custom', 1), v('matches', '(', 'Broken'), v('min', 'lots')]),
    );
    expect(validate('')).toBeUndefined();
    expect(validate(undefined)).toBeUndefined();
    expect(validate(true)).toBeUndefined();
    expect(validate('x')).toBeUndefined();
  });

  it('answers a JSON file problem', () => {
    const validate = buildSchemaValidator(field([], 'json'));
    expect(validate({ kind: 'error', fileName: 'a.json', message: 'Invalid JSON' })).toBe('Invalid JSON');
    expect(validate({ kind: 'loaded', fileName: 'a.json', text: '{}' })).toBeUndefined();
  });

  it('agrees with the regular expression for every input (property)', () => {
    const validate = buildSchemaValidator(field([v('matches', '^[a-z0-9-]+\\.okta\\.com$', 'Okta domain')]));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[a-z0-9-]{1,10}\.okta\.com$/)), (text) => {
        const expected = text.trim() === '' || /^[a-z0-9-]+\.okta\.com$/.test(text) ? undefined : 'Okta domain';
        expect(validate(text)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('bounds every number exactly at its limits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -50, max: 50 }), (value, low) => {
        const validate = buildSchemaValidator(field([v('min', low, 'low'), v('max', low + 10, 'high')], 'number'));
        const expected = value < low ? 'low' : value > low + 10 ? 'high' : undefined;
        expect(validate(value)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('requiredMessage', () => {
  it("uses the required validator's message, else 'This field is required'", () => {
    expect(requiredMessage(field([v('required', true, 'Enter the tenant')]))).toBe('Enter the tenant');
    expect(requiredMessage(field([v('required', true)]))).toBe('This field is required');
    expect(requiredMessage(field([]))).toBe('This field is required');
  });
});
