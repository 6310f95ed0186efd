import { compareSortValues } from '../../format/naturalOrder';
import {
  narrowingFilter,
  searchIndexFilter,
  searchIndexMatcher,
  termsNarrow,
  type RowFilter,
  type SearchFields,
  type SearchIndex,
} from '../DataTable';
import { endpointAddresses, type ContainmentState, type EndpointRow, type EndpointStatus } from './endpointRow';

/** The filters of the Endpoint Status page; '' means any. */
export interface EndpointFilterValues {
  status: EndpointStatus | '';
  operatingSystem: string;
  containment: ContainmentState | '';
  /** Free text: every word must appear in the hostname, user, IP addresses, OS, architecture, agent version, ids or MAC. */
  text: string;
}

export const NO_ENDPOINT_FILTERS: EndpointFilterValues = { status: '', operatingSystem: '', containment: '', text: '' };

/** 'Clear All' shows when this is true (portal-core §2). */
export function hasActiveFilters({ status, operatingSystem, containment, text }: EndpointFilterValues): boolean {
  return status !== '' || operatingSystem !== '' || containment !== '' || text.trim() !== '';
}

function appendField(text: string, field: string | null): string {
  return field === null ? text : `${text}\n${field}`;
}

/** The fields the free-text filter searches as values rows share (see endpointSearchFields). */
const SHARED_FIELDS = ['userName', 'OSVersion', 'architecture', 'softwareVersion', 'deploymentID'] as const;

/**
 * What the free-text filter searches: the user, OS, architecture, agent version and deployment as values rows share
 * (a fleet has a few hundred users and a handful of the others), the hostname, addresses, id and MAC address as the
 * row's own text, one line per field (string appends: no arrays per row).
 */
export function endpointSearchFields(row: EndpointRow): SearchFields {
  let own = row.hostname ?? '';
  for (const networkInterface of row.ipAddress)
    for (const address of networkInterface.ipAddresses) own += `\n${address}`;
  own = appendField(own, row.id);
  own = appendField(own, row.macAddress);
  return { shared: SHARED_FIELDS.map((field) => row[field]), own };
}

/** Whether a field, lower-cased, contains the lower-cased term. */
function fieldHas(field: string | null, term: string): boolean {
  return field !== null && field.toLowerCase().includes(term);
}

/** Whether the term is in the row's own fields (hostname, addresses, id, MAC: see endpointSearchFields). */
function ownFieldsHave(row: EndpointRow, term: string): boolean {
  if (fieldHas(row.hostname, term) || fieldHas(row.id, term) || fieldHas(row.macAddress, term)) return true;
  for (const networkInterface of row.ipAddress)
    for (const address of networkInterface.ipAddresses) if (fieldHas(address, term)) return true;
  return false;
}

/**
 * The free-text match without the search index, for one search: every term in some field. A term never spans two
 * fields (it holds no line break), so this answers as the search index of endpointSearchFields does. A value many
 * rows share (user, OS, architecture, agent version, deployment) is lower-cased and searched once per term and then
 * looked up; the row's own fields are read each time. The table uses it until its index, built while the browser is
 * idle, is complete: building the index takes about 70 ms for 100,000 rows, a search this way 25-35 ms.
 */
export function endpointFieldMatcher(terms: readonly string[]): (row: EndpointRow) => boolean {
  const tests = terms.map((term) => {
    const shared = new Map<string, boolean>();
    const sharedHas = (value: string | null) => {
      if (value === null) return false;
      let has = shared.get(value);
      if (has === undefined) {
        has = value.toLowerCase().includes(term);
        shared.set(value, has);
      }
      return has;
    };
    // SHARED_FIELDS written out, the OS first (the term most rows hold): this runs per row and term on a keystroke.
    return (row: EndpointRow) =>
      sharedHas(row.OSVersion) ||
      sharedHas(row.userName) ||
      sharedHas(row.architecture) ||
      sharedHas(row.softwareVersion) ||
      sharedHas(row.deploymentID) ||
      ownFieldsHave(row, term);
  });
  return (row) => tests.every((holds) => holds(row));
}

/** The operating systems present in the rows, in natural order, for the filter's options. */
export function operatingSystemOptions(rows: readonly EndpointRow[]): string[] {
  // A fleet has a handful of versions over 100,000 rows: looking through a short list of those seen is cheaper than a
  // set (2.2 of the table's 13 ms first render went to the set in a profile); a set takes over past a few dozen.
  const seen: string[] = [];
  let versions: Set<string> | undefined;
  for (const row of rows) {
    const version = row.OSVersion;
    if (version === null) continue;
    if (versions !== undefined) versions.add(version);
    else if (!seen.includes(version)) {
      seen.push(version);
      if (seen.length > FEW_VERSIONS) versions = new Set(seen);
    }
  }
  return [...(versions ?? seen)].sort(compareSortValues);
}

/** Past this many operating systems, operatingSystemOptions collects them in a set. */
const FEW_VERSIONS = 32;

export function anyContained(rows: readonly EndpointRow[]): boolean {
  return rows.some((row) => row.contained === 'Contained');
}

/**
 * The row filter for DataTable, or undefined when no filter is set. `searchIndex` holds the rows' lower-cased
 * search text (built once per rows array from endpointSearchFields), or is undefined while it is not complete: the text
 * filter then reads the rows' fields; `terms` are the lower-cased words of the text filter.
 */
export function createEndpointFilter(
  { status, operatingSystem, containment }: Pick<EndpointFilterValues, 'status' | 'operatingSystem' | 'containment'>,
  terms: readonly string[],
  searchIndex: SearchIndex | undefined,
  /** A filter this one narrows (the same filters, the search typed on): the table then tests only its rows. */
  wider?: RowFilter<EndpointRow>,
): RowFilter<EndpointRow> | undefined {
  const searching = terms.length > 0;
  // The per-row match over the index is made on first use: text alone goes through searchIndexFilter (keepIndices),
  // which tests its own way, so making both at once tested every shared value twice a keystroke.
  let indexHolds: ((row: number) => boolean) | undefined;
  const matchesText: RowFilter<EndpointRow> = searchIndex
    ? (_row, index) => (indexHolds ??= searchIndexMatcher(searchIndex, terms))(index)
    : endpointFieldMatcher(terms);
  const onlyText = status === '' && operatingSystem === '' && containment === '';
  if (onlyText && !searching) return undefined;
  // Text alone (the usual case while typing) reads only the search index, never the 100,000 row objects.
  if (onlyText) return narrowingFilter(matchesText, wider, searchIndex && searchIndexFilter(searchIndex, terms));
  return narrowingFilter(
    (row, index) =>
      (status === '' || row.status === status) &&
      (operatingSystem === '' || row.OSVersion === operatingSystem) &&
      (containment === '' || row.contained === containment) &&
      (!searching || matchesText(row, index)),
    wider,
  );
}

/** The filter values and search terms a row filter was made from. */
export interface EndpointFilterInput {
  values: Pick<EndpointFilterValues, 'status' | 'operatingSystem' | 'containment'>;
  terms: readonly string[];
}

/** Whether two inputs set the same status, operating system and containment filters. */
export function sameEndpointFilterValues(a: EndpointFilterInput, b: EndpointFilterInput): boolean {
  return (
    a.values.status === b.values.status &&
    a.values.operatingSystem === b.values.operatingSystem &&
    a.values.containment === b.values.containment
  );
}

/** Whether a filter made from `next` keeps only rows one made from `before` keeps: the same filters, a longer search. */
export function endpointFilterNarrows(before: EndpointFilterInput, next: EndpointFilterInput): boolean {
  return sameEndpointFilterValues(before, next) && termsNarrow(before.terms, next.terms);
}

/** At most this many addresses show in a row; the rest are in the tooltip (portal-core §9). */
export const MAX_SHOWN_ADDRESSES = 3;

/** The row's addresses with those matching a word of the text filter first, otherwise in their given order. */
export function addressesForDisplay(row: EndpointRow, terms: readonly string[]): string[] {
  const addresses = endpointAddresses(row);
  if (terms.length === 0) return addresses;
  const matches = (address: string) => terms.some((term) => address.toLowerCase().includes(term));
  return [...addresses.filter(matches), ...addresses.filter((address) => !matches(address))];
}
