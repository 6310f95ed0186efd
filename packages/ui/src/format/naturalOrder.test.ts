import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naturalKey } from './naturalOrder';

describe('naturalKey', () => {
  it('orders digit runs by value and ignores case', () => {
    expect(naturalKey('Host-9') < naturalKey('host-10')).toBe(true);
    expect(naturalKey('10.0.0.9') < naturalKey('10.0.0.10')).toBe(true);
    expect(naturalKey('ABC')).toBe(naturalKey('abc'));
  });
});

describe('naturalKey (property)', () => {
  it('pads every digit run to 12 digits and lower-cases the rest', () => {
    const reference = (text: string) =>
      text.toLowerCase().replace(/\d+/g, (digits) => (digits.length >= 12 ? digits : digits.padStart(12, '0')));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9.:-]{0,30}$/)), (text) => {
        expect(naturalKey(text)).toBe(reference(text));
      }),
      { numRuns: 1000 },
    );
  });
});
