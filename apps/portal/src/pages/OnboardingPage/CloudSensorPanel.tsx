import { ONBOARDING_ANCHORS } from '../../onboarding';
import { CloudSensorSection } from '../../onboarding/cloud';
import { Anchor } from './OnboardingPage.styles';

/**
 * Cloud Sensor Configuration (portal-onboarding §2.5): the section's forms live in `onboarding/cloud/`; the overview
 * places them at their anchor.
 */
export function CloudSensorPanel() {
  return (
    <Anchor id={ONBOARDING_ANCHORS.cloud}>
      <CloudSensorSection />
    </Anchor>
  );
}
