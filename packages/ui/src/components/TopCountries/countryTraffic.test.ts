import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectTopCountries, TOP_COUNTRIES_LIMIT, type CountryTraffic } from './countryTraffic';

const country = (code: string, bytesIn: number, bytesOut = 0): CountryTraffic => ({
  code,
  name: code,
  bytes_in: bytesIn,
  bytes_out: bytesOut,
  flows_in: 1,
  flows_out: 1,
});

describe('selectTopCountries', () => {
  it('keeps the five busiest by bytes in and out, busiest first', () => {
    const countries = [
      country('FR', 10),
      country('US', 500, 500),
      country('DE', 300),
      country('CN', 0, 900),
      country('GB', 50, 5),
      country('JP', 40),
      country('BR', 1),
    ];
    expect(selectTopCountries(countries).map(({ code }) => code)).toEqual(['US', 'CN', 'DE', 'GB', 'JP']);
    expect(TOP_COUNTRIES_LIMIT).toBe(5);
  });

  it('keeps the given order on ties and counts missing numbers as zero', () => {
    const countries = [country('A', 5), country('B', 5), country('C', Number.NaN, 5), country('D', Number.NaN)];
    expect(selectTopCountries(countries).map(({ code }) => code)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('returns at most the limit, sorted, without changing the input (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(1e9), fc.nat(1e9))), fc.nat(8), (traffic, limit) => {
        const countries = traffic.map(([bytesIn, bytesOut], index) => country(String(index), bytesIn, bytesOut));
        const snapshot = JSON.stringify(countries);
        const top = selectTopCountries(countries, limit);
        expect(top.length).toBe(Math.min(limit, countries.length));
        const totals = top.map(({ bytes_in, bytes_out }) => bytes_in + bytes_out);
        expect(totals).toEqual([...totals].sort((a, b) => b - a));
        expect(JSON.stringify(countries)).toBe(snapshot);
      }),
    );
  });
});
