import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Flow Data: Network flows by device, protocol, location, site or sensor. (scaffold — being built). */
export function FlowDataPage() {
  return (
    <PageFrame title="Flow Data">
      <Panel>
        <p>Network flows by device, protocol, location, site or sensor.</p>
      </Panel>
    </PageFrame>
  );
}
