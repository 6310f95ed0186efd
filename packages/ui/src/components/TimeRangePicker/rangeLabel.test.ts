import { describe, expect, it } from 'vitest';
import { describeRange, formatDay, formatRangeLabel, formatTimeInput, matchingQuickRange } from './rangeLabel';

// Tests run in UTC; the clock is fixed at the demo instant.
const now = new Date('2026-11-20T15:00:00.000Z');
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('range labels', () => {
  it.each([
    [1, 'Past Hour'],
    [24, 'Past 24 Hours'],
    [72, 'Past 72 Hours'],
    [168, 'Past Week'],
  ] as const)('names a range of %i hours ending now %j', (hours, label) => {
    expect(matchingQuickRange({ start: hoursBefore(hours), end: now }, now)?.label).toBe(label);
    expect(describeRange({ start: hoursBefore(hours), end: now }, now)).toBe(label);
  });

  it('does not name a range that ends earlier or lasts otherwise', () => {
    expect(matchingQuickRange({ start: hoursBefore(2), end: hoursBefore(1) }, now)).toBeUndefined();
    expect(matchingQuickRange({ start: hoursBefore(2), end: now }, now)).toBeUndefined();
  });

  it('tolerates a minute of drift', () => {
    const end = new Date(now.getTime() - 30_000);
    expect(matchingQuickRange({ start: new Date(end.getTime() - 3_600_000), end }, now)?.label).toBe('Past Hour');
  });

  it('shortens the end of a range within one day', () => {
    expect(formatRangeLabel({ start: hoursBefore(2), end: hoursBefore(1) })).toBe('2026-11-20 13:00 to 14:00');
    expect(
      formatRangeLabel({
        start: new Date('2026-11-18T00:00:00.000Z'),
        end: new Date('2026-11-19T23:59:59.999Z'),
      }),
    ).toBe('2026-11-18 00:00 to 2026-11-19 23:59');
    expect(describeRange({ start: hoursBefore(2), end: now }, now)).toBe('2026-11-20 13:00 to 15:00');
  });

  it('formats the form fields', () => {
    expect(formatTimeInput(new Date('2026-11-18T08:05:59.999Z'))).toBe('08:05');
    expect(formatDay(new Date('2026-11-18T08:05:00.000Z'))).toBe('2026-11-18');
  });
});
