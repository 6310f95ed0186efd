import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Search Activity: Your past log searches and their exports. (scaffold — being built). */
export function SearchActivityPage() {
  return (
    <PageFrame title="Search Activity">
      <Panel>
        <p>Your past log searches and their exports.</p>
      </Panel>
    </PageFrame>
  );
}
