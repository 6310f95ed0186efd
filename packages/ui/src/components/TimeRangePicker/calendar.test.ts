import { describe, expect, it } from 'vitest';
import { calendarBounds, calendarKeyTarget, dayKey, dayLabel, dayState, monthWeeks, weekdays } from './calendar';

// Tests run in UTC; the clock is fixed at the demo instant.
const now = new Date('2026-11-20T15:00:00.000Z');
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const bounds = calendarBounds(now);

describe('month grid', () => {
  it('lays November 2026 out in Monday-first weeks with blank cells around it', () => {
    const weeks = monthWeeks(day('2026-11-01'));
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual(day('2026-11-01'));
    expect(weeks[5]?.[0]).toEqual(day('2026-11-30'));
    expect(weeks.flat().filter((cell) => cell !== null)).toHaveLength(30);
  });

  it('names the weekdays from Monday', () => {
    expect(weekdays()[0]).toEqual({ short: 'Mo', long: 'Monday' });
    expect(weekdays()[6]).toEqual({ short: 'Su', long: 'Sunday' });
  });

  it('labels days in full for assistive technology', () => {
    expect(dayLabel(day('2026-11-20'))).toBe('Friday, November 20, 2026');
    expect(dayKey(day('2026-11-20'))).toBe('2026-11-20');
  });
});

describe('keyboard movement', () => {
  const from = day('2026-11-18');
  it.each([
    ['ArrowLeft', '2026-11-17'],
    ['ArrowRight', '2026-11-19'],
    ['ArrowUp', '2026-11-11'],
    ['ArrowDown', '2026-11-25'],
    ['Home', '2026-11-16'],
    ['End', '2026-11-22'],
    ['PageUp', '2026-11-01'],
    ['PageDown', '2026-11-30'],
  ] as const)('%s from Wednesday 18th → %s', (key, expected) => {
    expect(calendarKeyTarget(from, key, bounds)).toEqual(day(expected));
  });

  it('ignores other keys', () => {
    expect(calendarKeyTarget(from, 'a', bounds)).toBeUndefined();
  });

  it('reaches the previous month when the earliest day lies in it', () => {
    const early = calendarBounds(new Date('2026-12-03T10:00:00.000Z'));
    expect(early.first).toEqual(day('2026-11-01'));
    expect(calendarKeyTarget(day('2026-12-03'), 'PageUp', early)).toEqual(day('2026-11-03'));
    expect(calendarKeyTarget(day('2026-12-03'), 'PageDown', early)).toEqual(day('2026-12-31'));
  });
});

describe('day states', () => {
  const complete = { start: day('2026-11-15'), end: day('2026-11-18') };
  it('marks the ends and the days between a complete range', () => {
    expect(dayState(day('2026-11-15'), complete, null)).toBe('edge');
    expect(dayState(day('2026-11-18'), complete, null)).toBe('edge');
    expect(dayState(day('2026-11-16'), complete, null)).toBe('inRange');
    expect(dayState(day('2026-11-19'), complete, day('2026-11-20'))).toBe('none');
  });

  it('previews the range towards the hovered day, either way', () => {
    const started = { start: day('2026-11-15'), end: null };
    expect(dayState(day('2026-11-15'), started, day('2026-11-17'))).toBe('edge');
    expect(dayState(day('2026-11-16'), started, day('2026-11-17'))).toBe('preview');
    expect(dayState(day('2026-11-17'), started, day('2026-11-17'))).toBe('preview');
    expect(dayState(day('2026-11-18'), started, day('2026-11-17'))).toBe('none');
    expect(dayState(day('2026-11-13'), started, day('2026-11-12'))).toBe('preview');
    expect(dayState(day('2026-11-13'), started, null)).toBe('none');
  });

  it('draws nothing before a start is chosen', () => {
    expect(dayState(day('2026-11-13'), { start: null, end: null }, day('2026-11-13'))).toBe('none');
  });
});
