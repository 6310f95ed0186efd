import { ONBOARDING_ANCHORS } from '../../onboarding';
import { InternetExposureSection } from '../../onboarding/internetExposure';
import { Anchor } from './OnboardingPage.styles';

/** Internet Exposure (portal-onboarding §2.5): External Scan Hosts and Vulnerability Scan Configuration, editable. */
export function InternetExposurePanel() {
  return (
    <Anchor id={ONBOARDING_ANCHORS.external}>
      <InternetExposureSection />
    </Anchor>
  );
}
