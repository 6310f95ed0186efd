import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** AD Event Data: Active Directory events by event code, user, origin user or domain. (scaffold — being built). */
export function AdEventDataPage() {
  return (
    <PageFrame title="AD Event Data">
      <Panel>
        <p>Active Directory events by event code, user, origin user or domain.</p>
      </Panel>
    </PageFrame>
  );
}
