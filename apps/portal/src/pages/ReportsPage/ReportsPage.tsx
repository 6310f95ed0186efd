import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Reports: The reports available to download. (scaffold — being built). */
export function ReportsPage() {
  return (
    <PageFrame title="Reports">
      <Panel>
        <p>The reports available to download.</p>
      </Panel>
    </PageFrame>
  );
}
