import { describe, expect, it } from 'vitest';
import { earliestLimit, pageLabel, resultsSummary, sourceTags } from './logSearchView';

describe('log search view', () => {
  it('lists each source tag once, alphabetically', () => {
    expect(sourceTags([{ tags: ['windows', 'ad'] }, { tags: ['firewall', 'ad'] }, { tags: [] }])).toEqual([
      'ad',
      'firewall',
      'windows',
    ]);
  });

  it('says how many results were found and, when fewer, how many are available', () => {
    expect(resultsSummary({ count: 3964, available_count: 2000 })).toBe('3,964 results found, 2,000 available');
    expect(resultsSummary({ count: 570, available_count: 570 })).toBe('570 results found');
    expect(resultsSummary({ count: 1, available_count: 1 })).toBe('1 result found');
  });

  it('names the earliest record only when it is later than the picker reaches (9 days back)', () => {
    const now = new Date(2026, 10, 20, 15, 0);
    expect(earliestLimit(new Date(2026, 10, 18, 8, 0).toISOString(), now)).toEqual(new Date(2026, 10, 18, 8, 0));
    expect(earliestLimit(new Date(2026, 10, 11, 0, 0).toISOString(), now)).toBeUndefined();
    expect(earliestLimit(new Date(2025, 10, 20).toISOString(), now)).toBeUndefined();
    expect(earliestLimit(null, now)).toBeUndefined();
  });

  it('labels pages, a search without pages as its first', () => {
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
    expect(pageLabel(1, 0)).toBe('Page 1 of 1');
  });
});
