import type { MspCustomer } from '@portal/api';
import { Button, ErrorPanel, Icon, MISSING_VALUE, Panel, Spinner } from '@portal/ui';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { PATHS } from '../../routing/paths';
import { session } from '../../state/session';
import { mspSwitch } from '../../state/switching';
import { Page, PageTitle } from '../pageLayout';
import { NumberCell, Row, Table } from './MspWelcomePage.styles';

/** The configuration score is out of 35 points (portal-core §9): shown as a percent of those. */
export const configurationPercent = (score: number | null) =>
  score === null ? MISSING_VALUE : `${Math.floor(score / 0.35)}%`;
export const coveragePercent = (score: number | null) => (score === null ? MISSING_VALUE : `${Math.round(score)}%`);

/** /msp: an MSP user's end customers; switching goes to the chosen destination (portal-core §2). */
export function MspWelcomePage() {
  const { user, customer: current } = useSnapshot(session);
  const { data, error, isLoading, mutate } = useApi('mspCustomers', {});
  const navigate = useNavigate();

  const goTo = async (customer: MspCustomer, destination: string) => {
    if (customer.id === current?.id) {
      void navigate(destination);
      return;
    }
    const target = await mspSwitch(customer.id, customer.riskID, destination);
    if (target !== null) void navigate(target);
  };

  return (
    <Page>
      <PageTitle>{`Welcome ${user?.name ?? ''}`}</PageTitle>
      <Panel title="Your customers">
        {isLoading && <Spinner label="Loading customers..." showLabel />}
        {error && <ErrorPanel message={error.message} status={error.status} onRetry={() => void mutate()} />}
        {data && (
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
                    <Button variant="ghost" size="sm" onClick={() => void goTo(customer, PATHS.root)}>
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
                      onClick={() => void goTo(customer, PATHS.connectedAccounts)}
                    />
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<Icon name="envelope" />}
                      aria-label={`Open a ticket for ${customer.name}`}
                      onClick={() => void goTo(customer, PATHS.contact)}
                    />
                  </td>
                </Row>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
    </Page>
  );
}
