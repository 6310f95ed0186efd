import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

export interface PlaceholderPageProps {
  title: string;
  /** What the screen will show, in a sentence. */
  purpose: string;
}

/** An honest stand-in for a screen that a later piece of work builds: the route resolves and says so. */
export function PlaceholderPage({ title, purpose }: PlaceholderPageProps) {
  return (
    <PageFrame title={title}>
      <Panel title="Coming soon" headingLevel={2}>
        <p>{purpose}</p>
        <p>This screen is not built yet; its route, permissions and navigation are in place.</p>
      </Panel>
    </PageFrame>
  );
}
