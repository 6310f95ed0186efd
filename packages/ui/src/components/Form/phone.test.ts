import fc from 'fast-check';
import { getCountries, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { normalisePhone, PHONE_MESSAGES, validatePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['2025550143', '+12025550143'],
    ['(202) 555-0143', '+12025550143'],
    ['202.555.0143', '+12025550143'],
    ['1 202 555 0143', '+12025550143'],
    ['  +1 202-555-0143 ', '+12025550143'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+49 151 23456789', '+4915123456789'],
  ])('%j → %s', (text, e164) => {
    expect(normalisePhone(text)).toBe(e164);
  });

  it.each(['', '   ', 'abc', '202555014', '+1 555 555 5555', '+999 1234', '202-555-0143 ext 12', '+'])(
    'rejects %j',
    (text) => {
      expect(normalisePhone(text)).toBeUndefined();
    },
  );

  it('reads numbers without a country code in the given country', () => {
    expect(normalisePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalisePhone('020 7946 0958')).toBeUndefined();
  });
});

describe('validatePhone', () => {
  it('leaves blank to the required check and rejects invalid numbers', () => {
    expect(validatePhone(undefined)).toBeUndefined();
    expect(validatePhone('  ')).toBeUndefined();
    expect(validatePhone('12345')).toBe(PHONE_MESSAGES.invalid);
    expect(validatePhone('2025550143')).toBeUndefined();
  });
});

const exampleE164 = getCountries()
  .map((country) => getExampleNumber(country, examples)?.number)
  .filter((number): number is NonNullable<typeof number> => number !== undefined)
  .map(String);

describe('normalisePhone (property)', () => {
  it('round-trips every valid E.164 number, also when written in international format', () => {
    expect(exampleE164.length).toBeGreaterThan(200);
    fc.assert(
      fc.property(fc.constantFrom(...exampleE164), (e164) => {
        expect(normalisePhone(e164)).toBe(e164);
        const international = parsePhoneNumberFromString(e164)?.formatInternational() ?? '';
        expect(normalisePhone(international)).toBe(e164);
      }),
      { numRuns: 1000 },
    );
  });

  const nanp = fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/);
  const separator = fc.constantFrom('', ' ', '-', '.');

  it('reads a US number without a plus as +1, however it is punctuated', () => {
    fc.assert(
      fc.property(nanp, separator, (digits, sep) => {
        const plain = normalisePhone(digits);
        const written = `(${digits.slice(0, 3)})${sep}${digits.slice(3, 6)}${sep}${digits.slice(6)}`;
        expect(normalisePhone(written)).toBe(plain);
        if (plain !== undefined) expect(plain).toBe(`+1${digits}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent and answers only E.164', () => {
    fc.assert(
      fc.property(fc.oneof(nanp, fc.string(), fc.constantFrom(...exampleE164)), (text) => {
        const once = normalisePhone(text);
        if (once === undefined) return;
        expect(once).toMatch(/^\+[1-9]\d{1,14}$/);
        expect(normalisePhone(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});
