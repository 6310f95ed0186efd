import type { CredentialSchema } from '@portal/api';
import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

export interface ConnectedAccountsPageProps {
  /** Only the accounts of this purpose (the user menu's Cloud Sensors, Cloud Scanners, Federated Authentication). */
  purpose?: CredentialSchema['purpose'];
  /** The page title when filtered. */
  title?: string;
}

/** Scaffold: replaced by the screen itself. */
export function ConnectedAccountsPage({ title = 'Connected Accounts' }: ConnectedAccountsPageProps) {
  return (
    <PageFrame title={title}>
      <Panel title="Coming soon" headingLevel={2}>
        <p>Cloud accounts linked for log collection, scanning, sign-in and ticketing.</p>
      </Panel>
    </PageFrame>
  );
}
