// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { NO_ENDPOINT_FILTERS } from './endpointFilterRules';
import type { EndpointRow } from './endpointRow';
import { useEndpointRows } from './useEndpointRows';

const row = (id: string, hostname: string): EndpointRow => ({
  id,
  hostname,
  userName: null,
  ipAddress: [],
  status: 'Online',
  OSVersion: 'Windows 11 Enterprise 23H2',
  architecture: null,
  heartbeatTime: '2026-11-20T14:31:37.000Z',
  contained: 'Not contained',
  softwareVersion: null,
  deploymentID: null,
  macAddress: null,
});

/** The ids the hook's filter keeps. */
function kept(rows: readonly EndpointRow[], result: { rowFilter: ReturnType<typeof useEndpointRows>['rowFilter'] }) {
  return rows.filter((candidate, index) => result.rowFilter?.(candidate, index) ?? true).map(({ id }) => id);
}

describe('useEndpointRows', () => {
  it('filters by the text from the first keystroke, and over rows that arrive during the search', () => {
    const first = [row('a', 'NH-LT-001'), row('b', 'NH-SRV-002'), row('c', 'MAC-003')];
    const { result, rerender } = renderHook(
      ({ rows, text }) => useEndpointRows(rows, { ...NO_ENDPOINT_FILTERS, text }),
      {
        initialProps: { rows: first, text: '' },
      },
    );
    expect(result.current.rowFilter).toBeUndefined();
    rerender({ rows: first, text: 'nh' });
    expect(kept(first, result.current)).toEqual(['a', 'b']);
    rerender({ rows: first, text: 'nh srv' });
    expect(kept(first, result.current)).toEqual(['b']);
    // The incomplete rows re-fetched: a new rows array while the search goes on.
    const second = [...first, row('d', 'NH-SRV-004')];
    rerender({ rows: second, text: 'nh srv' });
    expect(kept(second, result.current)).toEqual(['b', 'd']);
    rerender({ rows: second, text: '' });
    expect(result.current.rowFilter).toBeUndefined();
    rerender({ rows: second, text: 'mac' });
    expect(kept(second, result.current)).toEqual(['c']);
  });

  it('marks a search typed on as narrowing the one before, and a changed filter or a shorter search as not', () => {
    const rows = [row('a', 'NH-LT-001'), row('b', 'NH-SRV-002')];
    const { result, rerender } = renderHook(({ values }) => useEndpointRows(rows, values), {
      initialProps: { values: { ...NO_ENDPOINT_FILTERS, text: 'nh' } },
    });
    const nh = result.current.rowFilter;
    rerender({ values: { ...NO_ENDPOINT_FILTERS, text: 'nh-s' } });
    expect(result.current.rowFilter?.narrows).toBe(nh);
    const typedOn = result.current.rowFilter;
    rerender({ values: { ...NO_ENDPOINT_FILTERS, text: 'nh' } });
    expect(result.current.rowFilter?.narrows).toBeUndefined();
    rerender({ values: { ...NO_ENDPOINT_FILTERS, text: 'nh-s', status: 'Online' } });
    expect(result.current.rowFilter?.narrows).toBeUndefined();
    expect(typedOn).not.toBe(result.current.rowFilter);
  });

  it('narrows the filter the table applied when React renders twice (StrictMode)', () => {
    const rows = [row('a', 'NH-LT-001'), row('b', 'NH-SRV-002')];
    const { result, rerender } = renderHook(({ text }) => useEndpointRows(rows, { ...NO_ENDPOINT_FILTERS, text }), {
      initialProps: { text: 'nh' },
      wrapper: StrictMode,
    });
    const applied = result.current.rowFilter;
    rerender({ text: 'nh-s' });
    expect(result.current.rowFilter?.narrows).toBe(applied);
  });
});
