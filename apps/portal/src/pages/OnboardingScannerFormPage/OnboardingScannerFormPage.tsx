import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Scaffold: replaced by the screen itself. */
export function OnboardingScannerFormPage() {
  return (
    <PageFrame title="Add Scanner">
      <Panel title="Coming soon" headingLevel={2}>
        <p>Configure a scanner for your onboarding.</p>
      </Panel>
    </PageFrame>
  );
}
