import { describe, expect, it } from 'vitest';
import { formatDate, isStale } from './dates';

const instant = new Date('2026-11-20T15:04:05.678Z');

describe('formatDate', () => {
  it('formats the UTC variants exactly', () => {
    expect(formatDate(instant, 'dateTimeMinutesUtc')).toBe('2026-11-20T15:04Z');
    expect(formatDate(instant, 'dateTimeSecondsUtc')).toBe('2026-11-20T15:04:05Z');
  });

  it('formats local variants (tests run in UTC)', () => {
    expect(formatDate(instant, 'date')).toBe('2026-11-20');
    expect(formatDate(instant, 'dateTimeMinutes')).toBe('2026-11-20T15:04');
    expect(formatDate(instant, 'dateAtTime')).toBe('2026-11-20 at 15:04');
    expect(formatDate(instant, 'display')).toBe('Nov 20th 2026');
    expect(formatDate('2026-03-01T00:00:00Z', 'display')).toBe('Mar 1st 2026');
  });

  it('returns undefined for missing or invalid dates', () => {
    expect(formatDate(undefined, 'date')).toBeUndefined();
    expect(formatDate('not a date', 'date')).toBeUndefined();
  });
});

describe('isStale', () => {
  const now = new Date('2026-11-20T15:00:00Z');
  it('is stale when absent or older than the given minutes', () => {
    expect(isStale(undefined, 5, now)).toBe(true);
    expect(isStale('2026-11-20T14:54:59Z', 5, now)).toBe(true);
    expect(isStale('2026-11-20T14:55:00Z', 5, now)).toBe(false);
  });
});
