import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Scaffold: replaced by the screen itself. */
export function EditAccountPage() {
  return (
    <PageFrame title="Edit Account">
      <Panel title="Coming soon" headingLevel={2}>
        <p>Change a connected account.</p>
      </Panel>
    </PageFrame>
  );
}
