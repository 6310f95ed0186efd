// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { TableUrlSpec } from './tableUrlState';
import { useTableUrlState } from './useTableUrlState';

const SPEC: TableUrlSpec = {
  filters: ['status', 'containment'],
  sortable: ['hostname'],
  defaultSort: { column: 'hostname', direction: 'asc' },
};

const atList = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/dashboard/endpoints']}>{children}</MemoryRouter>
);

function useViewAndSearch() {
  return { view: useTableUrlState(SPEC), search: useLocation().search };
}

afterEach(cleanup);

describe('useTableUrlState', () => {
  it('keeps both of two changes made before the router has committed the first', () => {
    const { result } = renderHook(useViewAndSearch, { wrapper: atList });
    act(() => {
      // One render's setters, twice: the second runs before the first change has reached the URL.
      const { setFilter } = result.current.view;
      setFilter('status', 'Offline');
      setFilter('containment', 'Contained');
    });
    expect(new URLSearchParams(result.current.search).get('status')).toBe('Offline');
    expect(new URLSearchParams(result.current.search).get('containment')).toBe('Contained');
    expect(result.current.view.filters).toEqual({ status: 'Offline', containment: 'Contained' });
  });

  it('starts from the URL again once it has changed', () => {
    const { result } = renderHook(useViewAndSearch, { wrapper: atList });
    act(() => result.current.view.setFilter('status', 'Offline'));
    act(() => result.current.view.clearFilters());
    act(() => result.current.view.setSort({ column: 'hostname', direction: 'desc' }));
    expect(result.current.search).toBe('?sort=-hostname');
  });
});
