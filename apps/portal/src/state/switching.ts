import { ApiRequestError, ROLES, type SessionCustomer } from '@portal/api';
import { proxy } from 'valtio';
import { apiClient } from '../api/client';
import { showStatus } from './appStore';
import { clearCustomer, guardUserInfo, session, setCustomer, setUser, takeImpersonation } from './session';

export const switchedMessage = (customer: string) => `You are now logged in as ${customer}.`;
export const switchFailedMessage = (message: string) => `Failed to switch customers: ${message}`;

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : String(error));

/** The customer switch as one state (portal-core §4): none under way, one pending, or the last one failed. */
export type SwitchState =
  | { status: 'idle' }
  | { status: 'pending'; customerId: string; requestId: number }
  | { status: 'failed'; customerId: string; message: string };

export const switching = proxy<{ current: SwitchState }>({ current: { status: 'idle' } });

let latestRequest = 0;
const isLatest = (requestId: number) => requestId === latestRequest;

/** After a switch the user info is fetched again, so services and permissions follow the new customer. */
async function reloadUser(requestId: number): Promise<void> {
  try {
    const { user } = await apiClient.userInfo();
    if (isLatest(requestId)) guardUserInfo(null);
    setUser(user);
  } catch {
    // The failure has already been shown; a 401 has logged out.
    if (isLatest(requestId)) guardUserInfo(null);
  }
}

/**
 * One switch (customer or MSP): the session customer is cleared and user info may not set it while the switch is
 * pending; a later choice supersedes this one, whose late reply is then ignored. On success the customer comes from
 * the reply, the user info (services, permissions) is fetched again and tenant data, tickets waiting included, is
 * refetched for the new customer (its cache is keyed by customer and was dropped). On failure the choice is kept in
 * the failed state, an error shows and the user info reloads. Answers the reply, or null when failed or superseded.
 */
async function runSwitch<T extends { customer: SessionCustomer }>(
  customerId: string,
  call: () => Promise<T>,
): Promise<T | null> {
  latestRequest += 1;
  const requestId = latestRequest;
  clearCustomer();
  guardUserInfo(() => false);
  switching.current = { status: 'pending', customerId, requestId };
  try {
    const reply = await call();
    if (!isLatest(requestId)) return null;
    setCustomer(reply.customer);
    // Until the fresh user info arrives, only a user of the new customer is taken.
    guardUserInfo((user) => user.customer?.id === reply.customer.id);
    switching.current = { status: 'idle' };
    showStatus(switchedMessage(reply.customer.name), 'success');
    void reloadUser(requestId);
    return reply;
  } catch (error) {
    if (!isLatest(requestId)) return null;
    const message = messageOf(error);
    guardUserInfo(null);
    switching.current = { status: 'failed', customerId, message };
    showStatus(switchFailedMessage(message));
    await reloadUser(requestId);
    return null;
  }
}

export async function switchCustomer(customerId: string): Promise<SessionCustomer | null> {
  const reply = await runSwitch(customerId, () => apiClient.switchCustomer({ body: { customer: customerId } }));
  return reply?.customer ?? null;
}

/** An MSP user's switch to an end customer; answers the route to go to, or null when it failed. */
export async function mspSwitch(
  customerId: string,
  riskId: string | null,
  destination: string,
): Promise<string | null> {
  const reply = await runSwitch(customerId, () =>
    apiClient.mspSwitch({ body: { customer_id: customerId, risk_id: riskId, destination } }),
  );
  return reply?.destination ?? null;
}

export const MSP_DASHBOARD_ROUTE = '/msp';

/**
 * Impersonation requested by the URL, applied once the user is known: a customer switch when the user may switch
 * among all customers, otherwise an MSP switch (with the customer's risk id, when known) to the MSP dashboard.
 * Answers where to go, if anywhere.
 */
export async function applyImpersonation(riskId: string | null = null): Promise<string | null> {
  const user = session.user;
  if (!user || session.impersonate === null) return null;
  const target = takeImpersonation();
  if (target === null || target === session.customer?.id) return null;
  if (user.roles.includes(ROLES.switchAllCustomers)) {
    await switchCustomer(target);
    return null;
  }
  if (user.roles.includes(ROLES.switchMspCustomers)) return mspSwitch(target, riskId, MSP_DASHBOARD_ROUTE);
  return null;
}
