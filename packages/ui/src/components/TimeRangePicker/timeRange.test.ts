import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampRange,
  earliestDay,
  END_TIME_ERROR,
  isDaySelectable,
  limitRange,
  MAX_RANGE_DAYS,
  maxHoursError,
  parseShorthand,
  parseTimeInput,
  quickRangesWithin,
  RANGE_ORDER_ERROR,
  rangeEndingNow,
  resolveRange,
  selectDay,
  shiftRange,
  START_TIME_ERROR,
  zoomRange,
} from './timeRange';

// Tests run in UTC; the clock is fixed at the demo instant.
const now = new Date('2026-11-20T15:00:00.000Z');
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('quick ranges', () => {
  it('offers only choices within the maximum', () => {
    expect(quickRangesWithin().map((range) => range.label)).toEqual([
      'Past Hour',
      'Past 24 Hours',
      'Past 72 Hours',
      'Past Week',
    ]);
    expect(quickRangesWithin(72).map((range) => range.hours)).toEqual([1, 24, 72]);
  });
});

describe('calendar selection', () => {
  it('begins, completes in order, and begins again', () => {
    let selection = selectDay({ start: null, end: null }, day('2026-11-18'));
    expect(selection).toEqual({ start: day('2026-11-18'), end: null });
    selection = selectDay(selection, day('2026-11-15'));
    expect(selection).toEqual({ start: day('2026-11-15'), end: day('2026-11-18') });
    selection = selectDay(selection, day('2026-11-19'));
    expect(selection).toEqual({ start: day('2026-11-19'), end: null });
  });

  it('allows days from 9 days back to today, and at most a 10-day span', () => {
    expect(earliestDay(now)).toEqual(day('2026-11-11'));
    const empty = { start: null, end: null };
    expect(isDaySelectable(day('2026-11-11'), empty, now)).toBe(true);
    expect(isDaySelectable(day('2026-11-10'), empty, now)).toBe(false);
    expect(isDaySelectable(day('2026-11-21'), empty, now)).toBe(false);
    const started = { start: day('2026-11-11'), end: null };
    expect(isDaySelectable(day('2026-11-20'), started, now)).toBe(true);
  });
});

describe('times and apply', () => {
  it.each([
    ['09:30', 570],
    ['9:30', 570],
    ['23:59', 1439],
    ['', 'empty'],
    ['24:00', undefined],
    ['12:60', undefined],
    ['noon', undefined],
  ] as const)('parses %j', (text, expected) => {
    expect(parseTimeInput(text)).toBe(expected);
  });

  it('sets start seconds to 0 and end to 59.999', () => {
    const result = resolveRange(
      { startDate: day('2026-11-18'), endDate: day('2026-11-19'), startTime: '08:15', endTime: '17:45' },
      now,
    );
    expect(result).toEqual({
      ok: true,
      range: { start: new Date('2026-11-18T08:15:00.000Z'), end: new Date('2026-11-19T17:45:59.999Z') },
    });
  });

  it('defaults an empty start to 00:00 and an empty end to 23:59, or now when the end is today', () => {
    const past = resolveRange(
      { startDate: day('2026-11-18'), endDate: day('2026-11-19'), startTime: '', endTime: '' },
      now,
    );
    expect(past).toMatchObject({
      range: { start: new Date('2026-11-18T00:00:00.000Z'), end: new Date('2026-11-19T23:59:59.999Z') },
    });
    const today = resolveRange(
      { startDate: day('2026-11-19'), endDate: day('2026-11-20'), startTime: '', endTime: '' },
      now,
    );
    expect(today).toMatchObject({ range: { end: now } });
  });

  it('caps an end on today at now', () => {
    const result = resolveRange(
      { startDate: day('2026-11-20'), endDate: day('2026-11-20'), startTime: '10:00', endTime: '18:00' },
      now,
    );
    expect(result).toMatchObject({ range: { end: now } });
  });

  it('reports invalid times with the spec messages, and incomplete dates', () => {
    expect(resolveRange({ startDate: null, endDate: null, startTime: '7pm', endTime: '25:00' }, now)).toEqual({
      ok: false,
      startTimeError: START_TIME_ERROR,
      endTimeError: END_TIME_ERROR,
    });
    expect(resolveRange({ startDate: day('2026-11-18'), endDate: null, startTime: '', endTime: '' }, now)).toEqual({
      ok: false,
      incomplete: true,
    });
    expect(
      resolveRange(
        { startDate: day('2026-11-18'), endDate: day('2026-11-18'), startTime: '10:00', endTime: '09:00' },
        now,
      ),
    ).toEqual({ ok: false, rangeError: RANGE_ORDER_ERROR });
  });
});

describe('shorthand, shift and zoom', () => {
  it.each([
    ['24h', 24],
    ['7d', 168],
    ['90m', 1.5],
    ['1w', 168],
    ['2 D', 48],
    ['0h', undefined],
    ['soon', undefined],
  ] as const)('%j → %s hours', (text, hours) => {
    expect(parseShorthand(text)).toBe(hours);
  });

  it('shifts back by the window length and never past now', () => {
    const range = { start: new Date('2026-11-20T13:00:00Z'), end: new Date('2026-11-20T14:00:00Z') };
    expect(shiftRange(range, -1, now)).toEqual({
      start: new Date('2026-11-20T12:00:00Z'),
      end: new Date('2026-11-20T13:00:00Z'),
    });
    expect(shiftRange(range, 1, now)).toEqual({ start: new Date('2026-11-20T14:00:00Z'), end: now });
  });

  it('zooms around the middle', () => {
    const range = { start: new Date('2026-11-20T10:00:00Z'), end: new Date('2026-11-20T12:00:00Z') };
    expect(zoomRange(range, 0.5, now)).toEqual({
      start: new Date('2026-11-20T10:30:00Z'),
      end: new Date('2026-11-20T11:30:00Z'),
    });
  });

  it('keeps every shifted or zoomed window inside the allowed span (property)', () => {
    const earliest = earliestDay(now).getTime();
    fc.assert(
      fc.property(
        fc.integer({ min: earliest, max: now.getTime() - 60_000 }),
        fc.integer({ min: 60_000, max: MAX_RANGE_DAYS * 86_400_000 }),
        fc.constantFrom<'back' | 'forward' | 'in' | 'out'>('back', 'forward', 'in', 'out'),
        (startMs, lengthMs, action) => {
          const range = clampRange({ start: new Date(startMs), end: new Date(startMs + lengthMs) }, now);
          const next =
            action === 'back'
              ? shiftRange(range, -1, now)
              : action === 'forward'
                ? shiftRange(range, 1, now)
                : zoomRange(range, action === 'in' ? 0.5 : 2, now);
          expect(next.start.getTime()).toBeGreaterThanOrEqual(earliest);
          expect(next.end.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(next.end.getTime() - next.start.getTime()).toBeLessThanOrEqual(MAX_RANGE_DAYS * 86_400_000);
          expect(next.end.getTime()).toBeGreaterThanOrEqual(next.start.getTime());
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('limits of the consumer', () => {
  it('applies a shorthand as a range ending now, capped at the maximum and the earliest day', () => {
    expect(rangeEndingNow(24, now)).toEqual({ start: new Date('2026-11-19T15:00:00.000Z'), end: now });
    expect(rangeEndingNow(168, now, 72)).toEqual({ start: new Date('2026-11-17T15:00:00.000Z'), end: now });
    expect(rangeEndingNow(24 * 30, now)).toEqual({ start: earliestDay(now), end: now });
  });

  it('shortens a range from its start to the maximum', () => {
    const range = { start: new Date('2026-11-15T00:00:00.000Z'), end: now };
    expect(limitRange(range, 24)).toEqual({ start: new Date('2026-11-19T15:00:00.000Z'), end: now });
    expect(limitRange(range, 240)).toBe(range);
    expect(maxHoursError(72)).toBe('The range can be at most 72 hours');
  });
});
