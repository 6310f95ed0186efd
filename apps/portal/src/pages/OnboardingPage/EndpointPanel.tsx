import { DataPanel } from '../../kit';
import { ONBOARDING_ANCHORS, type OnboardingEditing } from '../../onboarding';
import { EndpointConfiguration } from '../../onboarding/endpoint';
import { Anchor } from './OnboardingPage.styles';
import type { OverviewData } from './useOverviewData';

/**
 * Endpoint Configuration (portal-onboarding §2.5): its data panel (updated time, refresh) around the section's forms,
 * Endpoint Security Solutions and Endpoint Agent Settings (`onboarding/endpoint/`).
 */
export function EndpointPanel({ data, editing }: { data: OverviewData; editing: OnboardingEditing }) {
  return (
    <Anchor id={ONBOARDING_ANCHORS.endpoint}>
      <DataPanel title="Endpoint Configuration" query={data.endpoint} loading="Loading endpoint configuration...">
        {(section) => <EndpointConfiguration section={section} canEdit={editing.canEdit} />}
      </DataPanel>
    </Anchor>
  );
}
