import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoTime, toTimedObservations } from './observationTimes';

const digits = (length: number) => fc.stringMatching(new RegExp(`^[0-9]{${String(length)}}$`));

describe('reading observation times', () => {
  it('reads the API shape with and without milliseconds, and hands anything else to Date.parse', () => {
    expect(parseIsoTime('2026-11-20T15:00:00.000Z')).toBe(Date.UTC(2026, 10, 20, 15));
    expect(parseIsoTime('2026-11-20T15:05:07Z')).toBe(Date.UTC(2026, 10, 20, 15, 5, 7));
    expect(parseIsoTime('2026-11-20T17:00:00+02:00')).toBe(Date.UTC(2026, 10, 20, 15));
    expect(parseIsoTime('2026-02-30T00:00:00.000Z')).toBe(Date.parse('2026-02-30T00:00:00.000Z'));
    expect(parseIsoTime('yesterday')).toBeNaN();
  });

  // Oracle: Date.parse itself.
  it('agrees with Date.parse on every time toISOString writes', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(-62e12), max: new Date(2.5e14), noInvalidDate: true }), (date) => {
        const text = date.toISOString();
        expect(parseIsoTime(text)).toBe(Date.parse(text));
        expect(parseIsoTime(`${text.slice(0, 19)}Z`)).toBe(Date.parse(`${text.slice(0, 19)}Z`));
      }),
    );
  });

  it('agrees with Date.parse on any digits in the API shape, valid or not', () => {
    const shaped = fc
      .tuple(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2), fc.option(digits(3)))
      .map(([y, mo, d, h, mi, s, ms]) => `${y}-${mo}-${d}T${h}:${mi}:${s}${ms === null ? '' : `.${ms}`}Z`);
    fc.assert(
      fc.property(shaped, (text) => {
        expect(Object.is(parseIsoTime(text), Date.parse(text))).toBe(true);
      }),
    );
  });

  it('turns observations into numeric times, keeping the counts', () => {
    expect(toTimedObservations([{ x: '2026-11-20T15:00:00.000Z', y: 4 }])).toEqual([
      { x: Date.UTC(2026, 10, 20, 15), y: 4 },
    ]);
  });
});
