import type { LogExport, LogSearch } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { exportsSummary, rangeText, runningSearchIds, statusText } from './searchActivityView';

const search = (id: string, percent: number, failed = false, count = 10): LogSearch => ({
  id,
  request: {
    query: 'q',
    start_time: '2026-11-20T12:00:00',
    end_time: '2026-11-20T13:00:00',
    case_sensitive: true,
    log_sources_tags: [],
  },
  failed,
  date: '2026-11-20T13:00:00',
  count,
  available_count: count,
  user: 'dana@example.com',
  percent,
  size: 0,
  exports: [],
});

const exported = (status: LogExport['status'], percent_complete: number): LogExport => ({
  export_id: `e-${status}`,
  search_id: 's',
  status,
  percent_complete,
});

describe('search activity view', () => {
  it('says where a search is: its percent while it runs, then its phase', () => {
    expect(statusText(search('a', 40))).toBe('Running 40%');
    expect(statusText(search('a', 62.6))).toBe('Running 63%');
    expect(statusText(search('a', 100))).toBe('Finished');
    expect(statusText(search('a', 100, false, 0))).toBe('No results');
    expect(statusText(search('a', 30, true))).toBe('Failed');
  });

  it('writes a range within a day with the end time only, across days with the end date, across years in full', () => {
    expect(rangeText({ start_time: '2026-11-20T12:00:00', end_time: '2026-11-20T13:30:00' })).toBe(
      '2026-11-20 12:00 – 13:30',
    );
    expect(rangeText({ start_time: '2026-11-18T23:00:00', end_time: '2026-11-20T01:00:00' })).toBe(
      '2026-11-18 23:00 – 11-20 01:00',
    );
    expect(rangeText({ start_time: '2026-12-31T23:00:00', end_time: '2027-01-01T01:00:00' })).toBe(
      '2026-12-31 23:00 – 2027-01-01 01:00',
    );
    expect(rangeText({ start_time: 'not a date', end_time: '2026-11-20T01:00:00' })).toBe('---');
  });

  it('sums up the exports by the latest one', () => {
    expect(exportsSummary([])).toBe('None');
    expect(exportsSummary([exported('COMPLETE', 100)])).toBe('Complete');
    expect(exportsSummary([exported('IN_PROGRESS', 35)])).toBe('In progress 35%');
    expect(exportsSummary([exported('NOT_STARTED', 0)])).toBe('Queued');
    expect(exportsSummary([exported('COMPLETE', 100), exported('FAILED', 0)])).toBe('Failed (2 exports)');
  });

  it('picks the running searches to poll, not the failed or finished ones', () => {
    expect(runningSearchIds([search('a', 40), search('b', 100), search('c', 20, true), search('d', 0)])).toEqual([
      'a',
      'd',
    ]);
  });
});
