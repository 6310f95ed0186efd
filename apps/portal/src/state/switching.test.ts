import { CALLS, type User } from '@portal/api';
import { withFault } from '@portal/fixtures/faults';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCustomer, testUser } from '../testing/testUser';
import { resetSession, session, setUser, signIn } from './session';
import { switchCustomer, switching } from './switching';

const staff = (customerId: string | null): User =>
  testUser({
    name: 'Sam Staff',
    customer: customerId === null ? null : testCustomer({ id: customerId, name: `Customer ${customerId}` }),
  });
const sessionCustomer = (id: string) => ({ id, name: `Customer ${id}`, riskID: null });

/** What the server says: the session's customer (user info follows it), and replies held back until released. */
const world = { serverCustomer: null as string | null, held: new Map<string, () => void>() };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  world.serverCustomer = null;
  world.held.clear();
  server.resetHandlers(
    http.get(`*${CALLS.userInfo.path}`, () => HttpResponse.json({ user: staff(world.serverCustomer) })),
    http.post(`*${CALLS.switchCustomer.path}`, async ({ request }) => {
      const { customer } = (await request.json()) as { customer: string };
      if (customer.startsWith('held-')) await new Promise<void>((release) => world.held.set(customer, release));
      world.serverCustomer = customer;
      return HttpResponse.json({ customer: sessionCustomer(customer) });
    }),
  );
  // Provider staff without a customer yet.
  signIn({ user: staff(null), primary_token: 'p', secondary_token: 's' });
  switching.current = { status: 'idle' };
});
afterEach(() => resetSession());

describe('the customer switch', () => {
  it('is pending while the call is out; user info cannot put the old customer back', () => {
    server.use(withFault('post', CALLS.switchCustomer.path, 'never'));
    void switchCustomer('c-2');
    expect(switching.current).toMatchObject({ status: 'pending', customerId: 'c-2' });
    // User info of before the switch arrives meanwhile (the gate refetches it): it changes nothing.
    setUser(staff('c-old'));
    expect(session.customer).toBeNull();
    expect(session.user?.customer).toBeNull();
  });

  it('after success follows the new customer: customer, then user info (services, permissions) fetched again', async () => {
    const pending = switchCustomer('held-mdr');
    // User info fetched in parallel with the switch answers first, with no customer: ignored.
    setUser(staff(null));
    await vi.waitFor(() => expect(world.held.has('held-mdr')).toBe(true));
    world.held.get('held-mdr')?.();
    await expect(pending).resolves.toMatchObject({ id: 'held-mdr' });
    expect(session.customer?.id).toBe('held-mdr');
    expect(switching.current).toEqual({ status: 'idle' });
    // A stale user-info reply of the old customer cannot win the race either.
    setUser(staff(null));
    expect(session.customer?.id).toBe('held-mdr');
    await vi.waitFor(() => expect(session.user?.customer?.id).toBe('held-mdr'));
    // Once the fresh user info is in, user info is taken again as it comes.
    setUser(staff('held-mdr'));
    expect(session.user?.customer?.id).toBe('held-mdr');
  });

  it('keeps a second choice and ignores the late reply of the abandoned one', async () => {
    const first = switchCustomer('held-first');
    await vi.waitFor(() => expect(world.held.has('held-first')).toBe(true));
    const second = switchCustomer('c-second');
    await expect(second).resolves.toMatchObject({ id: 'c-second' });
    // The first reply comes late: it is ignored.
    world.held.get('held-first')?.();
    await expect(first).resolves.toBeNull();
    expect(session.customer?.id).toBe('c-second');
    expect(switching.current).toEqual({ status: 'idle' });
  });

  it('a second choice while the first never answers is not lost', async () => {
    server.use(
      http.post(`*${CALLS.switchCustomer.path}`, async ({ request }) => {
        const { customer } = (await request.clone().json()) as { customer: string };
        if (customer === 'c-never') return new Promise<never>(() => undefined);
        return undefined;
      }),
    );
    const first = switchCustomer('c-never');
    expect(switching.current).toMatchObject({ status: 'pending', customerId: 'c-never' });
    await expect(switchCustomer('c-2')).resolves.toMatchObject({ id: 'c-2' });
    await expect(first).resolves.toBeNull();
    expect(session.customer?.id).toBe('c-2');
  });

  it('a failed switch keeps the choice in the failed state and reloads the user', async () => {
    server.use(withFault('post', CALLS.switchCustomer.path, 500));
    await expect(switchCustomer('c-3')).resolves.toBeNull();
    expect(switching.current).toMatchObject({ status: 'failed', customerId: 'c-3' });
    expect(switching.current.status === 'failed' && switching.current.message).not.toBe('');
    await vi.waitFor(() => expect(session.user).not.toBeNull());
  });
});
