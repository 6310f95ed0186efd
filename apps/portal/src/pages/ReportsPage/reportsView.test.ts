import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTableState } from '../../kit';
import { REPORTS_VIEW, reportKindLabel, reportKinds, reportMatches, type Report } from './reportsView';

const report = (name: string, kind: string): Report => ({
  id: `${kind}-${name}`,
  name,
  kind,
  created_at: '2026-11-18T15:00:00.000Z',
});

describe('reportKindLabel', () => {
  it('names the known kinds and capitalises any other', () => {
    expect(reportKindLabel('executive')).toBe('Executive summary');
    expect(reportKindLabel('vulnerability')).toBe('Vulnerability assessment');
    expect(reportKindLabel('threat_intel')).toBe('Threat intel');
    expect(reportKindLabel('')).toBe('Other');
  });
});

describe('reportKinds', () => {
  it('lists each kind once, by label', () => {
    const reports = [report('a', 'vulnerability'), report('b', 'executive'), report('c', 'vulnerability')];
    expect(reportKinds(reports)).toEqual(['executive', 'vulnerability']);
  });
});

describe('reportMatches', () => {
  const pci = report('PCI DSS compliance — 2026-10', 'compliance');

  it('keeps a report of the chosen type whose name holds every search word, in any case', () => {
    expect(reportMatches(pci, {})).toBe(true);
    expect(reportMatches(pci, { type: 'compliance', q: 'dss PCI' })).toBe(true);
    expect(reportMatches(pci, { type: 'executive' })).toBe(false);
    expect(reportMatches(pci, { q: 'pci vulnerability' })).toBe(false);
  });

  it('agrees with a word-by-word oracle', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.stringMatching(/^[a-z]{1,4}$/), { maxLength: 3 }), (name, words) => {
        const expected = words.every((word) => name.toLowerCase().includes(word));
        expect(reportMatches(report(name, 'executive'), { q: words.join(' ') })).toBe(expected);
      }),
    );
  });
});

describe('REPORTS_VIEW', () => {
  it('reads type, search and sort from the URL; newest first by default; unknown sorts ignored', () => {
    const state = parseTableState(new URLSearchParams('type=compliance&q=pci&sort=name'), REPORTS_VIEW);
    expect(state.filters).toEqual({ type: 'compliance', q: 'pci' });
    expect(state.sort).toEqual({ column: 'name', direction: 'asc' });
    expect(parseTableState(new URLSearchParams('sort=-bogus'), REPORTS_VIEW).sort).toEqual({
      column: 'created',
      direction: 'desc',
    });
  });
});
