import { Banner, EmptyState } from '@portal/ui';
import { useSnapshot } from 'valtio';
import { useAgents } from '../../api/hooks';
import { useApi } from '../../api/useApi';
import { PageFrame } from '../../kit';
import { session } from '../../state/session';
import { AgentsSection } from './AgentsSection';
import { ProductsSection } from './ProductsSection';
import { SitesSection } from './SitesSection';
import { STATUS_MESSAGES } from './statusMessages';
import { Sections, Stack } from './StatusPage.styles';

export const STATUS_DESCRIPTION = 'Your sites and their sensors, the agents online now, and what you have purchased.';

/** Not in the spec (README, decisions): a staff user who has not picked a customer yet. */
export const NO_CUSTOMER_TITLE = 'No customer selected';
export const NO_CUSTOMER_TEXT = 'Switch to a customer to see its sites, agents and purchases.';

function CustomerStatus({ customerId }: { customerId: string }) {
  const sites = useApi('siteSensorProfiles', {});
  const agents = useAgents();
  const subscriptions = useApi('subscriptions', { params: { org: customerId } });
  // Each section fails on its own; only when every one has failed is there nothing at all to show.
  const allFailed = [sites, agents, subscriptions].every((query) => query.error && query.data === undefined);
  return (
    <Stack>
      {allFailed && <Banner intent="danger">{STATUS_MESSAGES.allFailed}</Banner>}
      <Sections>
        <SitesSection query={sites} />
        <AgentsSection query={agents} />
        <ProductsSection query={subscriptions} />
      </Sections>
    </Stack>
  );
}

/**
 * /status and /dashboard/status (portal-onboarding §2.9, §8): the customer's sites with their sensors, the online
 * agents and the purchased products and add-ons. Each section loads, fails and retries on its own.
 */
export function StatusPage() {
  const { customer } = useSnapshot(session);
  return (
    <PageFrame title="Status" description={STATUS_DESCRIPTION}>
      {customer ? (
        <CustomerStatus customerId={customer.id} />
      ) : (
        <EmptyState headingLevel={2} title={NO_CUSTOMER_TITLE} description={NO_CUSTOMER_TEXT} />
      )}
    </PageFrame>
  );
}
