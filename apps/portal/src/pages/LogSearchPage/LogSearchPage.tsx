import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Log Search: Search your logs over a time range. (scaffold — being built). */
export function LogSearchPage() {
  return (
    <PageFrame title="Log Search">
      <Panel>
        <p>Search your logs over a time range.</p>
      </Panel>
    </PageFrame>
  );
}
