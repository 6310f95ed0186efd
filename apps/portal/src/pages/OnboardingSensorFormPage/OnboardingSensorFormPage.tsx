import { Panel } from '@portal/ui';
import { PageFrame } from '../../kit';

/** Scaffold: replaced by the screen itself. */
export function OnboardingSensorFormPage() {
  return (
    <PageFrame title="Add Sensor">
      <Panel title="Coming soon" headingLevel={2}>
        <p>Configure a sensor for your onboarding.</p>
      </Panel>
    </PageFrame>
  );
}
