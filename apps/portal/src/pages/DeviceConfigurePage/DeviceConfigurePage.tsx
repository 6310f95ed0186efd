import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Scaffold: replaced by the screen itself. */
export function DeviceConfigurePage() {
  return (
    <PageFrame title="Device Configuration">
      <Panel title="Coming soon" headingLevel={2}>
        <p>A configuration link for a sensor.</p>
      </Panel>
    </PageFrame>
  );
}
