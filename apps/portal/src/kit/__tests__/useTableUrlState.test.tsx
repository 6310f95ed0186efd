import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSession, setCustomer, signIn } from '../../state/session';
import { testCustomer, testUser } from '../../testing/testUser';
import type { TableUrlSpec } from '../tableUrlState';
import { useTableUrlState, type TableUrlState } from '../useTableUrlState';

const SPEC: TableUrlSpec = {
  filters: ['status'],
  sortable: ['hostname', 'containment'],
  defaultSort: { column: 'containment', direction: 'asc' },
};

let view: TableUrlState | undefined;

function Probe() {
  view = useTableUrlState(SPEC);
  const { search } = useLocation();
  return <output aria-label="query">{search}</output>;
}

function open(url: string) {
  const router = createMemoryRouter([{ path: '/dashboard/endpoints', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

const query = () => screen.getByRole('status', { name: 'query' }).textContent;
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
  view = undefined;
});

describe('useTableUrlState', () => {
  it('opens a shared link at the view it names', () => {
    open('/dashboard/endpoints?status=Offline&sort=-hostname&page=2');
    expect(view).toMatchObject({
      filters: { status: 'Offline' },
      sort: { column: 'hostname', direction: 'desc' },
      page: 2,
    });
  });

  it('writes filter, sort and page into the URL; a new filter goes back to the first page', () => {
    open('/dashboard/endpoints?id=r-1');
    act(() => view?.setPage(3));
    expect(query()).toBe('?id=r-1&page=3');
    act(() => view?.setFilter('status', 'Online'));
    expect(query()).toBe('?id=r-1&status=Online');
    act(() => view?.setSort({ column: 'hostname', direction: 'asc' }));
    expect(query()).toBe('?id=r-1&status=Online&sort=hostname');
    act(() => view?.clearFilters());
    expect(query()).toBe('?id=r-1&sort=hostname');
  });

  it('opens at the defaults after a customer switch', async () => {
    open('/dashboard/endpoints');
    act(() => view?.setFilter('status', 'Offline'));
    expect(query()).toBe('?status=Offline');
    act(() => setCustomer(customer('beta')));
    expect(view).toMatchObject({ filters: {}, page: 1 });
    await waitFor(() => expect(query()).toBe(''));
  });
});
