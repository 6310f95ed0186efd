import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatBytes, formatFullNumber, NUMBER_SUFFIXES } from './abbreviateNumber';

describe('abbreviateNumber', () => {
  it.each([
    [0, {}, '0'],
    [999, {}, '999'],
    [1000, {}, '1K'],
    [1234, {}, '1K'],
    [1234, { decimals: 2 }, '1.23K'],
    [1_500_000, { decimals: 1 }, '1.5M'],
    [999_999, {}, '1M'],
    [999_499, {}, '999K'],
    [2_000_000_000, {}, '2G'],
    [1e24, {}, '1Y'],
    [5e27, {}, '5000Y'],
    [-1500, { decimals: 1 }, '-1.5K'],
    [1024, { base: 1024 }, '1K'],
    [1536, { base: 1024, decimals: 1 }, '1.5K'],
    ['2500', {}, '3K'],
  ] as const)('%s with %o → %s', (value, options, expected) => {
    expect(abbreviateNumber(value, options)).toBe(expected);
  });

  it.each([NaN, Infinity, null, undefined, '', 'abc'])('%s is not numeric → ---', (value) => {
    expect(abbreviateNumber(value)).toBe('---');
  });

  it('round-trips within rounding error (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e26, noNaN: true }),
        fc.constantFrom(1000, 1024),
        fc.integer({ min: 0, max: 3 }),
        (value, base, decimals) => {
          const text = abbreviateNumber(value, { base, decimals });
          const match = /^(\d+(?:\.\d+)?)([KMGTPEZY]?)$/.exec(text);
          expect(match).not.toBeNull();
          const [, digits = '', suffix = ''] = match ?? [];
          const exponent = NUMBER_SUFFIXES.indexOf(suffix as (typeof NUMBER_SUFFIXES)[number]);
          const restored = Number(digits) * base ** exponent;
          const step = exponent === 0 ? 0.5 : (0.5 * base ** exponent) / 10 ** decimals;
          expect(Math.abs(restored - value)).toBeLessThanOrEqual(step * (1 + 1e-9) + 1e-9);
          if (exponent > 0) expect(Number(digits)).toBeLessThan(base);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatBytes and formatFullNumber', () => {
  it('adds the byte unit and keeps --- for missing values', () => {
    expect(formatBytes(1536)).toBe('1.5KB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0GB');
    expect(formatBytes(undefined)).toBe('---');
  });

  it('groups the full number for tooltips', () => {
    expect(formatFullNumber(1234567)).toBe('1,234,567');
    expect(formatFullNumber('x')).toBe('---');
  });
});
