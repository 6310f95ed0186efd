import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Downloads: The endpoint agent for each platform and the installer. (scaffold — being built). */
export function DownloadsPage() {
  return (
    <PageFrame title="Downloads">
      <Panel>
        <p>The endpoint agent for each platform and the installer.</p>
      </Panel>
    </PageFrame>
  );
}
