import { NO_ENDPOINT_FILTERS } from '@portal/ui';
import { describe, expect, it } from 'vitest';
import { parseTableState, writeTableState } from '../../kit';
import { ENDPOINT_URL_SPEC, filterChange, filtersFromUrl, fromUrlSort, toUrlSort } from './endpointViewParams';

describe('endpoint view in the URL', () => {
  it('reads the filters of a shared link', () => {
    const state = parseTableState(
      new URLSearchParams('status=Offline&os=macOS+14.6+Sonoma&containment=Contained&q=srv&sort=-hostname&page=2'),
      ENDPOINT_URL_SPEC,
    );
    expect(filtersFromUrl(state.filters)).toEqual({
      status: 'Offline',
      operatingSystem: 'macOS 14.6 Sonoma',
      containment: 'Contained',
      text: 'srv',
    });
    expect(fromUrlSort(state.sort)).toEqual({ columnId: 'hostname', direction: 'descending' });
    expect(state.page).toBe(2);
  });

  it('treats an unknown status or containment as any, and an unknown sort column as the default', () => {
    const state = parseTableState(new URLSearchParams('status=Asleep&containment=yes&sort=actions'), ENDPOINT_URL_SPEC);
    expect(filtersFromUrl(state.filters)).toEqual(NO_ENDPOINT_FILTERS);
    expect(fromUrlSort(state.sort)).toEqual({ columnId: 'contained', direction: 'ascending' });
  });

  it('leaves the default sort (containment) out of the URL', () => {
    const params = writeTableState(
      new URLSearchParams(),
      { filters: {}, sort: toUrlSort({ columnId: 'contained', direction: 'ascending' }), page: 1 },
      ENDPOINT_URL_SPEC,
    );
    expect(params.toString()).toBe('');
  });

  it('turns a filter bar change into one URL change', () => {
    expect(filterChange(NO_ENDPOINT_FILTERS, { ...NO_ENDPOINT_FILTERS, status: 'Online' })).toEqual({
      kind: 'set',
      param: 'status',
      value: 'Online',
    });
    expect(filterChange({ ...NO_ENDPOINT_FILTERS, text: 'sr' }, { ...NO_ENDPOINT_FILTERS, text: 'srv' })).toEqual({
      kind: 'set',
      param: 'q',
      value: 'srv',
    });
    expect(filterChange({ ...NO_ENDPOINT_FILTERS, status: 'Online', text: 'x' }, NO_ENDPOINT_FILTERS)).toEqual({
      kind: 'clear',
    });
    const same = { ...NO_ENDPOINT_FILTERS, status: 'Online' } as const;
    expect(filterChange(same, same)).toEqual({ kind: 'none' });
  });
});
