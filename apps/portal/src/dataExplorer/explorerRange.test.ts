import { describe, expect, it } from 'vitest';
import { parseUrlDate, requestedRange, shownRange, wasAdjusted } from './explorerRange';

describe('parseUrlDate', () => {
  it('accepts ISO 8601 and YYYY-MM-DDTHH:mm', () => {
    expect(parseUrlDate('2026-11-19T10:00:00.000Z')?.toISOString()).toBe('2026-11-19T10:00:00.000Z');
    expect(parseUrlDate('2026-11-19T10:00:00+01:00')?.toISOString()).toBe('2026-11-19T09:00:00.000Z');
    expect(parseUrlDate('2026-11-19T10:00')).toEqual(new Date(2026, 10, 19, 10, 0));
    expect(parseUrlDate('2026-11-19')).toBeInstanceOf(Date);
  });

  it('refuses anything else, so the default applies', () => {
    for (const text of [undefined, '', 'yesterday', '1700000000000', '2026-13-01', '2026-11-19T25:00', '19/11/2026']) {
      expect(parseUrlDate(text)).toBeUndefined();
    }
  });
});

describe('requestedRange', () => {
  it('asks only for the valid dates', () => {
    expect(requestedRange({ start: 'soon', end: '2026-11-20T12:00:00Z' })).toEqual({ end: '2026-11-20T12:00:00.000Z' });
    expect(requestedRange({})).toEqual({});
  });
});

describe('wasAdjusted', () => {
  const answered = { start: '2026-11-11T00:00:00.000Z', end: '2026-11-20T12:00:00.000Z' };

  it('is true when the server moved a date it was asked for', () => {
    expect(wasAdjusted({ start: '2026-11-01T00:00:00.000Z' }, answered)).toBe(true);
    expect(wasAdjusted({ end: '2026-12-01T00:00:00.000Z' }, answered)).toBe(true);
  });

  it('is false when it kept them (in any spelling) or was asked for none', () => {
    expect(wasAdjusted({ start: '2026-11-11T01:00:00+01:00', end: answered.end }, answered)).toBe(false);
    expect(wasAdjusted({}, answered)).toBe(false);
  });
});

describe('shownRange', () => {
  const now = new Date('2026-11-20T15:00:00.000Z');

  it('shows the answered range, else the asked one, else the last 24 hours', () => {
    expect(shownRange({ start: '2026-11-19T00:00:00Z', end: '2026-11-20T00:00:00Z' }, {}, now).start).toEqual(
      new Date('2026-11-19T00:00:00Z'),
    );
    expect(shownRange(undefined, { start: '2026-11-20T10:00:00.000Z' }, now)).toEqual({
      start: new Date('2026-11-20T10:00:00.000Z'),
      end: now,
    });
    expect(shownRange(undefined, {}, now).start).toEqual(new Date('2026-11-19T15:00:00.000Z'));
  });
});
