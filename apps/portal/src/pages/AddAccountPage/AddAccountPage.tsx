import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Scaffold: replaced by the screen itself. */
export function AddAccountPage() {
  return (
    <PageFrame title="Add Account">
      <Panel title="Coming soon" headingLevel={2}>
        <p>Connect a cloud application account.</p>
      </Panel>
    </PageFrame>
  );
}
