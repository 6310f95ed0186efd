import type { Calls, ReplyOf } from '@portal/api';
import type { TableState, TableUrlSpec } from '../../kit';

/** One report of the reports call. */
export type Report = ReplyOf<Calls['reports']>['reports'][number];

/**
 * The reports list's view in the URL: `?type=compliance&q=pci&sort=name&page=2`. `type` is a report kind, `q` words
 * that must all be in the name; newest first by default.
 */
export const REPORTS_VIEW: TableUrlSpec = {
  filters: ['type', 'q'],
  sortable: ['name', 'type', 'created'],
  defaultSort: { column: 'created', direction: 'desc' },
};

/** The kinds the demo API and the product know; any other kind shows as its own word, capitalised. */
const KIND_LABELS: Readonly<Record<string, string>> = {
  executive: 'Executive summary',
  vulnerability: 'Vulnerability assessment',
  compliance: 'Compliance',
  coverage: 'Coverage score',
};

export function reportKindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known !== undefined) return known;
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words === '' ? 'Other' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** Each kind present in the list once, in the order of their labels: the type filter's options. */
export function reportKinds(reports: readonly Report[]): string[] {
  return [...new Set(reports.map((report) => report.kind))].sort((a, b) =>
    reportKindLabel(a).localeCompare(reportKindLabel(b)),
  );
}

/** The search words of `q`: lower case, split on white space. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether a report passes the view's filters: its kind is `type` (when set) and its name holds every word of `q`. */
export function reportMatches(report: Report, filters: Readonly<Record<string, string>>): boolean {
  if (filters.type !== undefined && report.kind !== filters.type) return false;
  const name = report.name.toLowerCase();
  return searchWords(filters.q).every((word) => name.includes(word));
}

/** Whether any filter of the view is set (the 'Clear All' shows then). */
export const hasFilters = (state: TableState): boolean => Object.keys(state.filters).length > 0;
