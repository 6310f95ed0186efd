import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canExport,
  defaultRange,
  exportRequest,
  formOf,
  isExportSettled,
  logSearchPath,
  respectEarliest,
  searchPhase,
  searchRequest,
} from './logSearchRules';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const HOUR = 3_600_000;

describe('search phase (portal-core §4)', () => {
  it('runs until percent is 100, then finishes with results or empty; failed wins', () => {
    expect(searchPhase({ failed: false, percent: 0, count: 0 })).toBe('running');
    expect(searchPhase({ failed: false, percent: 40, count: 12 })).toBe('running');
    expect(searchPhase({ failed: false, percent: 100, count: 0 })).toBe('empty');
    expect(searchPhase({ failed: false, percent: 100, count: 3 })).toBe('finished');
    expect(searchPhase({ failed: true, percent: 100, count: 3 })).toBe('failed');
  });

  it('exports only a search that finished with results', () => {
    expect(canExport({ failed: false, percent: 100, count: 3 })).toBe(true);
    expect(canExport({ failed: false, percent: 100, count: 0 })).toBe(false);
    expect(canExport({ failed: false, percent: 75, count: 3 })).toBe(false);
  });

  it('settles an export when it is complete or failed', () => {
    expect(isExportSettled({ status: 'COMPLETE' })).toBe(true);
    expect(isExportSettled({ status: 'FAILED' })).toBe(true);
    expect(isExportSettled({ status: 'IN_PROGRESS' })).toBe(false);
    expect(isExportSettled({ status: 'NOT_STARTED' })).toBe(false);
  });
});

describe('time range', () => {
  it('defaults to the last hour (portal-core §9)', () => {
    expect(defaultRange(NOW)).toEqual({ start: new Date('2026-11-20T14:00:00.000Z'), end: NOW });
  });

  it('never starts before the earliest record, and leaves ranges after it alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 240 }),
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 300 }),
        (hours, endHoursAgo, earliestHoursAgo) => {
          const end = new Date(NOW.getTime() - endHoursAgo * HOUR);
          const range = { start: new Date(end.getTime() - hours * HOUR), end };
          const earliest = new Date(NOW.getTime() - earliestHoursAgo * HOUR);
          const moved = respectEarliest(range, earliest.toISOString(), NOW);
          expect(moved.start.getTime()).toBeGreaterThanOrEqual(Math.min(earliest.getTime(), range.start.getTime()));
          if (range.start >= earliest) expect(moved).toBe(range);
          else expect(moved.start).toEqual(earliest);
          expect(moved.end.getTime()).toBeLessThanOrEqual(NOW.getTime());
          expect(moved.end.getTime()).toBeGreaterThanOrEqual(moved.start.getTime());
        },
      ),
    );
  });

  it('has no limit without an earliest record', () => {
    const range = defaultRange(NOW);
    expect(respectEarliest(range, null, NOW)).toBe(range);
    expect(respectEarliest(range, 'not a date', NOW)).toBe(range);
  });
});

describe('requests', () => {
  it('turns a form into the start call and back', () => {
    const form = { query: '  user=admin ', range: defaultRange(NOW), caseSensitive: true, tags: ['firewall'] };
    const request = searchRequest(form);
    expect(request).toEqual({
      query: 'user=admin',
      start_time: '2026-11-20T14:00:00.000Z',
      end_time: '2026-11-20T15:00:00.000Z',
      case_sensitive: true,
      log_sources_tags: ['firewall'],
    });
    expect(formOf(request)).toEqual({ ...form, query: 'user=admin' });
  });

  it('exports csv in a zip unless chosen otherwise (portal-core §7)', () => {
    expect(exportRequest('s1')).toEqual({
      search_id: 's1',
      data_format: 'csv',
      archive_format: 'zip',
      split_by_timeframe: false,
      log_sources_info: false,
    });
    expect(
      exportRequest('s1', { dataFormat: 'json', archiveFormat: 'gzip', splitByTimeframe: true, logSourcesInfo: true }),
    ).toMatchObject({
      data_format: 'json',
      archive_format: 'gzip',
      split_by_timeframe: true,
      log_sources_info: true,
    });
  });

  it('names a search by its URL, the page after the first in the query', () => {
    expect(logSearchPath('abc')).toBe('/logsearch/search/abc');
    expect(logSearchPath('abc', 1)).toBe('/logsearch/search/abc');
    expect(logSearchPath('abc', 3)).toBe('/logsearch/search/abc?page=3');
  });
});
