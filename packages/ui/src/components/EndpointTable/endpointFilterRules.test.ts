import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, matchesTerms, searchIndexMatcher, searchTerms } from '../DataTable';
import {
  addressesForDisplay,
  anyContained,
  createEndpointFilter,
  endpointFieldMatcher,
  endpointSearchFields,
  hasActiveFilters,
  NO_ENDPOINT_FILTERS,
  operatingSystemOptions,
  type EndpointFilterValues,
} from './endpointFilterRules';
import type { EndpointRow } from './endpointRow';

const base: EndpointRow = {
  id: 'agent-1',
  hostname: 'NH-LT-00001',
  userName: 'dana.reyes',
  ipAddress: [
    { name: 'Ethernet0', ipAddresses: ['10.1.2.3'] },
    { name: 'VPN', ipAddresses: ['172.16.4.9', '172.16.4.10'] },
  ],
  status: 'Online',
  OSVersion: 'Windows 11 Enterprise 23H2',
  architecture: 'x86_64',
  heartbeatTime: '2026-11-20T14:31:37.000Z',
  contained: 'Not contained',
  softwareVersion: '7.14.18605',
  deploymentID: 'dep-1',
  macAddress: '00:50:56:0a:0b:0c',
};
const rows: EndpointRow[] = [
  base,
  {
    ...base,
    id: 'agent-2',
    hostname: 'NH-SRV-00002',
    userName: 'svc-backup',
    status: 'Offline',
    contained: 'Contained',
  },
  { ...base, id: 'agent-3', hostname: 'NH-MAC-00003', OSVersion: 'macOS 14.6 Sonoma', ipAddress: [] },
  { ...base, id: 'agent-4', hostname: null, OSVersion: null, userName: null },
];

function visible(filters: EndpointFilterValues): (string | null)[] {
  const terms = searchTerms(filters.text);
  const filter = createEndpointFilter(filters, terms, buildSearchIndex(rows, endpointSearchFields));
  return rows.filter((row, index) => filter?.(row, index) ?? true).map((row) => row.id);
}

describe('endpoint filters', () => {
  it('filters by status, operating system and containment', () => {
    expect(visible({ ...NO_ENDPOINT_FILTERS, status: 'Offline' })).toEqual(['agent-2']);
    expect(visible({ ...NO_ENDPOINT_FILTERS, operatingSystem: 'macOS 14.6 Sonoma' })).toEqual(['agent-3']);
    expect(visible({ ...NO_ENDPOINT_FILTERS, containment: 'Not contained' })).toEqual([
      'agent-1',
      'agent-3',
      'agent-4',
    ]);
  });

  it('matches free text in hostname, user, addresses and OS, every word', () => {
    expect(visible({ ...NO_ENDPOINT_FILTERS, text: 'srv' })).toEqual(['agent-2']);
    expect(visible({ ...NO_ENDPOINT_FILTERS, text: 'DANA' })).toEqual(['agent-1', 'agent-3']);
    expect(visible({ ...NO_ENDPOINT_FILTERS, text: '172.16.4.10' })).toEqual(['agent-1', 'agent-2', 'agent-4']);
    expect(visible({ ...NO_ENDPOINT_FILTERS, text: 'sonoma mac' })).toEqual(['agent-3']);
  });

  it('searches the shared values and one line per own field, leaving out blanks', () => {
    expect(endpointSearchFields(rows[3] ?? base)).toEqual({
      shared: [null, null, 'x86_64', '7.14.18605', 'dep-1'],
      own: ['', '10.1.2.3', '172.16.4.9', '172.16.4.10', 'agent-4', '00:50:56:0a:0b:0c'].join('\n'),
    });
    expect(endpointSearchFields(base).shared.slice(0, 2)).toEqual(['dana.reyes', 'Windows 11 Enterprise 23H2']);
  });

  it('filters the same before the search index is complete, reading the fields', () => {
    const terms = searchTerms('172.16.4.10 nh');
    const filter = createEndpointFilter({ ...NO_ENDPOINT_FILTERS, status: 'Online' }, terms, undefined);
    expect(rows.filter((row, index) => filter?.(row, index) ?? true).map((row) => row.id)).toEqual(['agent-1']);
    const textOnly = createEndpointFilter(NO_ENDPOINT_FILTERS, searchTerms('MAC'), undefined);
    expect(rows.filter((row, index) => textOnly?.(row, index) ?? true).map((row) => row.id)).toEqual(['agent-3']);
  });

  it('matches a row, by its fields and by the index, exactly as its whole lower-cased text does (property)', () => {
    // Upper case with special lower-case forms (final sigma, dotted I) and line breaks inside fields included.
    const text = fc.string({
      unit: fc.constantFrom('a', 'B', 'Σ', 'İ', 'ß', '1', '.', ':', '-', ' ', '\n'),
      maxLength: 8,
    });
    const orNull = fc.option(text, { nil: null });
    const row = fc.record({
      hostname: orNull,
      userName: orNull,
      OSVersion: orNull,
      architecture: orNull,
      softwareVersion: orNull,
      id: text,
      deploymentID: orNull,
      macAddress: orNull,
      ipAddress: fc.array(fc.record({ name: text, ipAddresses: fc.array(text, { maxLength: 3 }) }), { maxLength: 2 }),
    });
    /** The oracle: every searched field, one per line, lower-cased as one text. */
    const wholeText = (endpoint: EndpointRow) =>
      [
        endpoint.hostname,
        endpoint.userName,
        ...endpoint.ipAddress.flatMap((networkInterface) => networkInterface.ipAddresses),
        endpoint.OSVersion,
        endpoint.architecture,
        endpoint.softwareVersion,
        endpoint.id,
        endpoint.deploymentID,
        endpoint.macAddress,
      ]
        .filter((field) => field !== null)
        .join('\n')
        .toLowerCase();
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), text, (fieldsOfRows, query) => {
        const endpoints: EndpointRow[] = fieldsOfRows.map((fields) => ({ ...base, ...fields }));
        const terms = searchTerms(query);
        const expected = endpoints.map((endpoint) => matchesTerms(wholeText(endpoint), terms));
        expect(endpoints.map(endpointFieldMatcher(terms))).toEqual(expected);
        const indexHolds = searchIndexMatcher(buildSearchIndex(endpoints, endpointSearchFields), terms);
        expect(endpoints.map((_, index) => indexHolds(index))).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('has no filter function when nothing is set', () => {
    expect(createEndpointFilter(NO_ENDPOINT_FILTERS, [], undefined)).toBeUndefined();
    expect(
      createEndpointFilter(NO_ENDPOINT_FILTERS, searchTerms('  '), buildSearchIndex(rows, endpointSearchFields)),
    ).toBeUndefined();
  });

  it('knows when a filter is set', () => {
    expect(hasActiveFilters(NO_ENDPOINT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_ENDPOINT_FILTERS, text: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_ENDPOINT_FILTERS, text: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...NO_ENDPOINT_FILTERS, containment: 'Contained' })).toBe(true);
  });

  it('builds the OS options from the rows, once each, in order', () => {
    expect(operatingSystemOptions(rows)).toEqual(['macOS 14.6 Sonoma', 'Windows 11 Enterprise 23H2']);
  });

  it('lists each OS once, however many there are (property, a set as the oracle)', () => {
    const version = fc.option(
      fc.integer({ min: 0, max: 60 }).map((n) => `OS ${String(n)}`),
      { nil: null },
    );
    fc.assert(
      fc.property(fc.array(version, { maxLength: 300 }), (versions) => {
        const fleet = versions.map((OSVersion) => ({ ...base, OSVersion }));
        const expected = [...new Set(versions.filter((value) => value !== null))];
        const options = operatingSystemOptions(fleet);
        expect([...options].sort()).toEqual(expected.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('knows whether anything is contained', () => {
    expect(anyContained(rows)).toBe(true);
    expect(anyContained([base])).toBe(false);
  });
});

describe('addressesForDisplay', () => {
  it('puts addresses matching the text filter first', () => {
    expect(addressesForDisplay(base, [])).toEqual(['10.1.2.3', '172.16.4.9', '172.16.4.10']);
    expect(addressesForDisplay(base, ['4.10'])).toEqual(['172.16.4.10', '10.1.2.3', '172.16.4.9']);
  });

  it('is a reordering that keeps each group in order (property)', () => {
    const address = fc.constantFrom('10.0.0.1', '10.0.0.12', '172.16.0.3', '192.168.1.20', 'fe80::1', 'fe80::ab');
    fc.assert(
      fc.property(
        fc.array(address, { maxLength: 8 }),
        fc.array(fc.constantFrom('10', '.1', 'fe', '3', 'zz')),
        (list, terms) => {
          const row: EndpointRow = { ...base, ipAddress: [{ name: 'Ethernet0', ipAddresses: list }] };
          const shown = addressesForDisplay(row, terms);
          expect([...shown].sort()).toEqual([...list].sort());
          const matches = (value: string) => terms.some((term) => value.includes(term));
          const firstMiss = shown.findIndex((value) => !matches(value));
          if (firstMiss >= 0) expect(shown.slice(firstMiss).some(matches)).toBe(false);
          expect(shown.filter(matches)).toEqual(list.filter(matches));
        },
      ),
      { numRuns: 500 },
    );
  });
});
