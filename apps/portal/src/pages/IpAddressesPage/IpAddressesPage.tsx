import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Scaffold: replaced by the screen itself. */
export function IpAddressesPage() {
  return (
    <PageFrame title="IP Addresses">
      <Panel title="Coming soon" headingLevel={2}>
        <p>The addresses our services connect from.</p>
      </Panel>
    </PageFrame>
  );
}
