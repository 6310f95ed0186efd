import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearTableState, parseTableState, writeTableState, type TableState, type TableUrlSpec } from './tableUrlState';

const SPEC: TableUrlSpec = {
  filters: ['status', 'os', 'q'],
  sortable: ['hostname', 'status', 'containment', 'lastReported'],
  defaultSort: { column: 'containment', direction: 'asc' },
};

const parse = (query: string) => parseTableState(new URLSearchParams(query), SPEC);

describe('table view in the URL', () => {
  it('reads filters, sort and page', () => {
    expect(parse('status=Online&q=web%2001&sort=-lastReported&page=3')).toEqual({
      filters: { status: 'Online', q: 'web 01' },
      sort: { column: 'lastReported', direction: 'desc' },
      page: 3,
    });
  });

  it('falls back to the defaults for what is missing, malformed or not whitelisted', () => {
    const defaults = { filters: {}, sort: { column: 'containment', direction: 'asc' }, page: 1 };
    expect(parse('')).toEqual(defaults);
    expect(parse('sort=password&page=0')).toEqual(defaults);
    expect(parse('sort=-&page=-2')).toEqual(defaults);
    expect(parse('page=1e3&status=')).toEqual(defaults);
    expect(parse('page=02')).toEqual(defaults);
    expect(parse('unknown=1')).toEqual(defaults);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const state: TableState = {
      filters: { os: 'Windows 11' },
      sort: { column: 'hostname', direction: 'asc' },
      page: 2,
    };
    expect(writeTableState(new URLSearchParams('id=r-1&page=9'), state, SPEC).toString()).toBe(
      'id=r-1&os=Windows+11&sort=hostname&page=2',
    );
    const defaults: TableState = { filters: {}, sort: SPEC.defaultSort, page: 1 };
    expect(writeTableState(new URLSearchParams('status=Online&id=r-1'), defaults, SPEC).toString()).toBe('id=r-1');
  });

  it('clears the view and nothing else', () => {
    expect(clearTableState(new URLSearchParams('status=Online&sort=status&page=4&id=r'), SPEC).toString()).toBe('id=r');
  });

  it('reads back every view it writes', () => {
    const states = fc.record({
      filters: fc.record(
        { status: fc.string({ minLength: 1 }), os: fc.string({ minLength: 1 }), q: fc.string({ minLength: 1 }) },
        { requiredKeys: [] },
      ),
      sort: fc.option(
        fc.record({
          column: fc.constantFrom(...SPEC.sortable),
          direction: fc.constantFrom('asc' as const, 'desc' as const),
        }),
        { nil: undefined },
      ),
      page: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(states, fc.string(), (state, other) => {
        const written = writeTableState(new URLSearchParams({ other }), state, SPEC);
        const expected = { ...state, sort: state.sort ?? SPEC.defaultSort };
        expect(parseTableState(new URLSearchParams(written.toString()), SPEC)).toEqual(expected);
        expect(written.get('other')).toBe(other);
      }),
      { numRuns: 500 },
    );
  });
});
