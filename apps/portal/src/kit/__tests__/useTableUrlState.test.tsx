// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSession, setCustomer, signIn } from '../../state/session';
import { testCustomer, testUser } from '../../testing/testUser';
import type { TableUrlSpec } from '../tableUrlState';
import { useTableUrlState } from '../useTableUrlState';

const SPEC: TableUrlSpec = {
  filters: ['status'],
  sortable: ['hostname', 'containment'],
  defaultSort: { column: 'containment', direction: 'asc' },
};

function open(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(() => ({ view: useTableUrlState(SPEC), search: useLocation().search }), { wrapper });
  return result;
}

const customer = (id: string) => ({ id, riskID: null, name: id, pod: 'p' });

beforeEach(() => {
  resetSession();
  signIn({
    user: testUser({ customer: testCustomer({ id: 'alpha' }) }),
    primary_token: 'p',
    secondary_token: 's',
  });
});
afterEach(() => {
  cleanup();
});

describe('useTableUrlState', () => {
  it('opens a shared link at the view it names', () => {
    const result = open('/dashboard/endpoints?status=Offline&sort=-hostname&page=2');
    expect(result.current.view).toMatchObject({
      filters: { status: 'Offline' },
      sort: { column: 'hostname', direction: 'desc' },
      page: 2,
    });
  });

  it('writes filter, sort and page into the URL; a new filter goes back to the first page', () => {
    const result = open('/dashboard/endpoints?id=r-1');
    act(() => result.current.view.setPage(3));
    expect(result.current.search).toBe('?id=r-1&page=3');
    act(() => result.current.view.setFilter('status', 'Online'));
    expect(result.current.search).toBe('?id=r-1&status=Online');
    act(() => result.current.view.setSort({ column: 'hostname', direction: 'asc' }));
    expect(result.current.search).toBe('?id=r-1&status=Online&sort=hostname');
    act(() => result.current.view.clearFilters());
    expect(result.current.search).toBe('?id=r-1&sort=hostname');
  });

  it('opens at the defaults after a customer switch', async () => {
    const result = open('/dashboard/endpoints');
    act(() => result.current.view.setFilter('status', 'Offline'));
    expect(result.current.search).toBe('?status=Offline');
    act(() => setCustomer(customer('beta')));
    expect(result.current.view).toMatchObject({ filters: {}, page: 1 });
    await waitFor(() => expect(result.current.search).toBe(''));
  });
});
