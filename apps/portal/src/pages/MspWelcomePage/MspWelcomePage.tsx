import type { MspCustomer } from '@portal/api';
import { Button, Icon, MISSING_VALUE } from '@portal/ui';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { apiClient } from '../../api/client';
import { useApi } from '../../api/useApi';
import { safeDestination } from '../../routing/destination';
import { customerLanding, defaultRoute } from '../../routing/landing';
import { PATHS } from '../../routing/paths';
import { session, setUser } from '../../state/session';
import { mspSwitch, switching } from '../../state/switching';
import { DataPanel, PageFrame } from '../../kit';
import { NumberCell, Row, Table } from './MspWelcomePage.styles';

/** The configuration score is out of 35 points (portal-core §9): shown as a percent of those. */
export const configurationPercent = (score: number | null) =>
  score === null ? MISSING_VALUE : `${Math.floor(score / 0.35)}%`;
export const coveragePercent = (score: number | null) => (score === null ? MISSING_VALUE : `${Math.round(score)}%`);

/** Not in the spec: what an MSP user without end customers sees (README, decisions). */
export const MSP_NO_CUSTOMERS = 'Your end customers appear here once your provider has set them up.';

/** The landing of the session's customer (its onboarding flags come with the user info, reloaded after a switch). */
async function sessionCustomerLanding(): Promise<string> {
  try {
    const { user } = await apiClient.userInfo();
    setUser(user);
    return user.customer ? customerLanding(user.customer) : defaultRoute(user);
  } catch {
    // The failure has already been shown; a 401 has logged out.
    return PATHS.root;
  }
}

/**
 * /msp: an MSP user's end customers; switching goes to the chosen destination (portal-core §2). The name button goes
 * to that customer's landing; the server's destination is followed only when it is a same-origin path.
 */
export function MspWelcomePage() {
  const { user, customer: current } = useSnapshot(session);
  const customers = useApi('mspCustomers', {});
  const navigate = useNavigate();
  // One switch at a time: a second one sent while the first is on its way could reach the server first, and the
  // server would then end on the first customer while the portal shows the second.
  const { current: switchState } = useSnapshot(switching);
  const pending = switchState.status === 'pending';
  // The customer being switched to shows it on its name; every other switch button waits, focusable and marked
  // unavailable. (A switch forgets the previous customer's data, which renders this page anew.)
  const press = (customer: MspCustomer, destination: string | null) => {
    const busy = pending && destination === null && switchState.customerId === customer.id;
    return { loading: busy, unavailable: pending && !busy, onClick: () => void goTo(customer, destination) };
  };

  /** `destination` null: the customer's landing. */
  const goTo = async (customer: MspCustomer, destination: string | null) => {
    if (customer.id !== current?.id) {
      const target = await mspSwitch(customer.id, customer.riskID, destination ?? PATHS.root);
      if (target === null) return;
      if (destination !== null) {
        void navigate(safeDestination(target, user ? defaultRoute(user) : PATHS.root));
        return;
      }
    } else if (destination !== null) {
      void navigate(destination);
      return;
    }
    void navigate(await sessionCustomerLanding());
  };

  return (
    <PageFrame title={`Welcome ${user?.name ?? ''}`}>
      <DataPanel
        title="Your customers"
        query={customers}
        loading="Loading customers..."
        isEmpty={(data) => data.customers.length === 0}
        empty={{ title: 'No end customers yet', description: MSP_NO_CUSTOMERS }}
      >
        {(data) => (
          <Table>
            <thead>
              <tr>
                <th scope="col">Switch To</th>
                <th scope="col">Coverage Score</th>
                <th scope="col">Configuration</th>
                <th scope="col">Credential Management</th>
                <th scope="col">Open A Ticket</th>
              </tr>
            </thead>
            <tbody>
              {data.customers.map((customer) => (
                <Row
                  key={customer.id}
                  $current={customer.id === current?.id}
                  aria-current={customer.id === current?.id || undefined}
                >
                  <td>
                    <Button variant="ghost" size="sm" {...press(customer, null)}>
                      {customer.name}
                    </Button>
                  </td>
                  <NumberCell>{coveragePercent(customer.security_score)}</NumberCell>
                  <NumberCell>{configurationPercent(customer.configuration_score)}</NumberCell>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<Icon name="key" />}
                      aria-label={`Connected accounts of ${customer.name}`}
                      {...press(customer, PATHS.connectedAccounts)}
                    />
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<Icon name="envelope" />}
                      aria-label={`Open a ticket for ${customer.name}`}
                      {...press(customer, PATHS.contact)}
                    />
                  </td>
                </Row>
              ))}
            </tbody>
          </Table>
        )}
      </DataPanel>
    </PageFrame>
  );
}
