import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Scaffold: replaced by the screen itself. */
export function AwsTemplatePage() {
  return (
    <PageFrame title="AWS Template">
      <Panel title="Coming soon" headingLevel={2}>
        <p>Opens the cloud provider’s stack creation page for your pod.</p>
      </Panel>
    </PageFrame>
  );
}
