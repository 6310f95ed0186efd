import { ApiRequestError, ROLES, type SessionCustomer } from '@portal/api';
import { apiClient } from '../api/client';
import { showStatus } from './appStore';
import { clearCustomer, session, setCustomer, setUser, takeImpersonation } from './session';

export const switchedMessage = (customer: string) => `You are now logged in as ${customer}.`;
export const switchFailedMessage = (message: string) => `Failed to switch customers: ${message}`;

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : String(error));

async function reloadUser(): Promise<void> {
  try {
    const { user } = await apiClient.userInfo();
    setUser(user);
  } catch {
    // The failure has already been shown; a 401 has logged out.
  }
}

/**
 * The customer switch of portal-core §4: the session customer is cleared, then set from the reply, with a success
 * toast. Tenant data (tickets waiting included) is keyed by customer, so it refetches for the new one; the old
 * customer's cache is dropped by the session reset. On failure an error shows and the user info reloads.
 */
export async function switchCustomer(customerId: string): Promise<SessionCustomer | null> {
  clearCustomer();
  try {
    const { customer } = await apiClient.switchCustomer({ body: { customer: customerId } });
    setCustomer(customer);
    showStatus(switchedMessage(customer.name), 'success');
    return customer;
  } catch (error) {
    showStatus(switchFailedMessage(messageOf(error)));
    await reloadUser();
    return null;
  }
}

/** An MSP user's switch to an end customer; answers the route to go to, or null when it failed. */
export async function mspSwitch(
  customerId: string,
  riskId: string | null,
  destination: string,
): Promise<string | null> {
  clearCustomer();
  try {
    const reply = await apiClient.mspSwitch({ body: { customer_id: customerId, risk_id: riskId, destination } });
    setCustomer(reply.customer);
    showStatus(switchedMessage(reply.customer.name), 'success');
    return reply.destination;
  } catch (error) {
    showStatus(switchFailedMessage(messageOf(error)));
    await reloadUser();
    return null;
  }
}

export const MSP_DASHBOARD_ROUTE = '/msp';

/**
 * Impersonation requested by the URL, applied once the user is known: a customer switch when the user may switch
 * among all customers, otherwise an MSP switch to the MSP dashboard. Answers where to go, if anywhere.
 */
export async function applyImpersonation(): Promise<string | null> {
  const user = session.user;
  if (!user || session.impersonate === null) return null;
  const target = takeImpersonation();
  if (target === null || target === session.customer?.id) return null;
  if (user.roles.includes(ROLES.switchAllCustomers)) {
    await switchCustomer(target);
    return null;
  }
  if (user.roles.includes(ROLES.switchMspCustomers)) return mspSwitch(target, null, MSP_DASHBOARD_ROUTE);
  return null;
}
