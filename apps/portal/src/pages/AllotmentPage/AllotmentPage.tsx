import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Scaffold: replaced by the screen itself. */
export function AllotmentPage() {
  return (
    <PageFrame title="Allotment Update">
      <Panel title="Coming soon" headingLevel={2}>
        <p>Update a customer’s hardware allotment (provider staff only).</p>
      </Panel>
    </PageFrame>
  );
}
