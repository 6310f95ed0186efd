import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Log Sources: The sources sending logs and their tags. (scaffold — being built). */
export function LogSourcesPage() {
  return (
    <PageFrame title="Log Sources">
      <Panel>
        <p>The sources sending logs and their tags.</p>
      </Panel>
    </PageFrame>
  );
}
