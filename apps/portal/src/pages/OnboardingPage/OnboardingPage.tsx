import { PageFrame } from '../../kit';
import { ContactsSection } from '../../onboarding/contacts';
import { SiteConfigurationSection } from '../../onboarding/sites';

/** The onboarding overview (portal-onboarding §2.2). Scaffold: the checklist and the other sections come next. */
export function OnboardingPage() {
  return (
    <PageFrame title="Onboarding">
      <ContactsSection />
      <SiteConfigurationSection />
    </PageFrame>
  );
}
