import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../format';
import { describePoint, describeWindow, formatObservationCount, formatObservationTime } from './sparklineText';

const END = Date.parse('2026-11-20T15:00:00Z');

describe('sparkline text', () => {
  it('counts observations in words', () => {
    expect(formatObservationCount(1)).toBe('1 observation');
    expect(formatObservationCount(1234)).toBe('1,234 observations');
    expect(describePoint(0, END)).toBe('0 observations at 2026-11-20T15:00Z');
  });

  it('writes times exactly as formatDate does in UTC minutes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (time) => {
        expect(formatObservationTime(time)).toBe(formatDate(time, 'dateTimeMinutesUtc'));
      }),
    );
    expect(formatObservationTime(Number.NaN)).toBe('');
  });

  it('summarises the window for the accessible name', () => {
    expect(describeWindow('sensor-01', undefined, END)).toBe(
      'sensor-01: no observations in the 24 hours to 2026-11-20T15:00Z',
    );
    expect(
      describeWindow(
        'sensor-01',
        { pointCount: 3, total: 12, peak: 7, peakTime: END - 60_000, latest: 2, latestTime: END },
        END,
      ),
    ).toBe(
      'sensor-01: 12 observations in the 24 hours to 2026-11-20T15:00Z; peak 7 at 2026-11-20T14:59Z, latest 2 at 2026-11-20T15:00Z',
    );
  });
});
