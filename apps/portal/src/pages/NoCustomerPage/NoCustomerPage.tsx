import { EmptyState } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageFrame } from '../../kit';
import { canView } from '../../permissions/rules';
import { PATHS } from '../../routing/paths';
import { session } from '../../state/session';

const NO_CUSTOMER_PAGE_TITLE = 'No customer selected';
const NO_CUSTOMER_PAGE_HEADING = 'Switch to a customer first';
const NO_CUSTOMER_PAGE_TEXT = "This page shows one customer's data, and your session has no customer yet.";

/**
 * Shown in place of a page of one customer's data while the session has no customer (provider staff before they
 * switch, a user whose account has none), rather than a page that would wait for data it can never ask for. Not in
 * the spec (README, decisions). It offers the way to a customer the user has: the customer switch or the MSP
 * dashboard, else the start page.
 */
export function NoCustomerPage() {
  const { user } = useSnapshot(session);
  const action = canView(user, 'custswitch') ? (
    <Link to={PATHS.customers}>Switch Customers</Link>
  ) : canView(user, 'mspswitch') ? (
    <Link to={PATHS.msp}>MSP Dashboard</Link>
  ) : (
    <Link to={PATHS.root}>Go to your start page</Link>
  );
  return (
    <PageFrame title={NO_CUSTOMER_PAGE_TITLE}>
      <EmptyState
        icon="user"
        headingLevel={2}
        title={NO_CUSTOMER_PAGE_HEADING}
        description={NO_CUSTOMER_PAGE_TEXT}
        action={action}
      />
    </PageFrame>
  );
}
