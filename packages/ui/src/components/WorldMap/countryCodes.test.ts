import atlas from 'world-atlas/countries-110m.json';
import { describe, expect, it } from 'vitest';
import { ALPHA2_TO_NUMERIC, numericCountryCode } from './countryCodes';

const atlasIds = new Set(atlas.objects.countries.geometries.map((geometry) => geometry.id));
const SMALL_COUNTRIES = ['AD', 'AG', 'BB', 'BH', 'HK', 'LI', 'MC', 'MT', 'MU', 'MV', 'SG', 'SM', 'VA'];

describe('ALPHA2_TO_NUMERIC', () => {
  it('uses two capital letters and three digits, each code once', () => {
    const entries = Object.entries(ALPHA2_TO_NUMERIC);
    for (const [alpha2, numeric] of entries) {
      expect(alpha2).toMatch(/^[A-Z]{2}$/);
      expect(numeric).toMatch(/^\d{3}$/);
    }
    expect(new Set(entries.map(([, numeric]) => numeric)).size).toBe(entries.length);
  });

  it('names a drawn country for every code but the few too small for the 110m map', () => {
    for (const [alpha2, numeric] of Object.entries(ALPHA2_TO_NUMERIC)) {
      expect(atlasIds.has(numeric), `${alpha2} → ${numeric}`).toBe(!SMALL_COUNTRIES.includes(alpha2));
    }
  });

  it('covers every country the atlas draws with an id', () => {
    const mapped = new Set<string>(Object.values(ALPHA2_TO_NUMERIC));
    const unmapped = [...atlasIds].filter((id) => id !== undefined && !mapped.has(id));
    expect(unmapped).toEqual([]);
  });
});

describe('numericCountryCode', () => {
  it('reads codes in any case and rejects unknown ones', () => {
    expect(numericCountryCode('US')).toBe('840');
    expect(numericCountryCode('gb')).toBe('826');
    expect(numericCountryCode(' de ')).toBe('276');
    expect(numericCountryCode('SG')).toBe('702');
    expect(numericCountryCode('XX')).toBeUndefined();
    expect(numericCountryCode('constructor')).toBeUndefined();
  });
});
