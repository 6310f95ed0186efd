import { ROLES } from '@portal/api';
import { EmptyState, Spinner } from '@portal/ui';
import { useDeferredValue } from 'react';
import { useSnapshot } from 'valtio';
import { PageFrame } from '../../kit';
import { KICKOFF_COMPLETE_TITLE, ONBOARDING_ANCHORS, useOnboardingEditing } from '../../onboarding';
import { ContactsSection } from '../../onboarding/contacts';
import { SiteConfigurationSection } from '../../onboarding/sites';
import { isProviderStaff } from '../../permissions/rules';
import { session } from '../../state/session';
import { ChecklistPanel } from './ChecklistPanel';
import { CloudSensorPanel } from './CloudSensorPanel';
import { EndpointPanel } from './EndpointPanel';
import { InternetExposurePanel } from './InternetExposurePanel';
import { Anchor, Aside, OverviewLayout, PanelStack } from './OnboardingPage.styles';
import { OnboardingSideNav } from './OnboardingSideNav';
import { useOverviewData } from './useOverviewData';
import { useScrollToView } from './useScrollToView';

export const VIEW_ONLY_TEXT = 'You can view these details. Only users with onboarding edit rights can change them.';
export const KICKOFF_COMPLETE_TEXT =
  'Every onboarding section has been finalized by your Onboarding team. Contact them if something needs to change.';

/**
 * The onboarding overview (portal-onboarding §2.2): the Checklist first, then the visible sections' panels in the
 * spec's order, with the side navigation; no visible section left is the 'Technical Kickoff Complete' page.
 */
export function OnboardingPage() {
  const data = useOverviewData();
  const editing = useOnboardingEditing();
  const { user } = useSnapshot(session);
  useScrollToView();
  // The sections' first render is the page's longest task (all six calls answer within a few ms of one another, and
  // SWR's store updates render synchronously). Rendered from a deferred value, React renders them in slices that
  // yield to the browser, so the page answers input meanwhile (Lighthouse's blocking time).
  const settled = useDeferredValue(data.checklist.settled);

  if (!settled)
    return (
      <PageFrame title="Onboarding">
        <Spinner label="Loading onboarding..." showLabel />
      </PageFrame>
    );
  // Parts still unknown (a failed call) count as visible, so an error never passes for a finished onboarding.
  if (data.visible.length === 0)
    return (
      <PageFrame title="Onboarding">
        <EmptyState icon="check" headingLevel={2} title={KICKOFF_COMPLETE_TITLE} description={KICKOFF_COMPLETE_TEXT} />
      </PageFrame>
    );

  const shows = (key: (typeof data.visible)[number]) => data.visible.includes(key);
  const staff = isProviderStaff(user);
  return (
    <PageFrame title="Onboarding" description={editing.readOnlyReason === 'noPermission' ? VIEW_ONLY_TEXT : undefined}>
      <OverviewLayout>
        <Aside>
          <OnboardingSideNav
            data={data}
            showMspContacts={
              staff || (user?.roles.includes(ROLES.switchMspCustomers) ?? false) || (user?.msp_id ?? null) !== null
            }
          />
        </Aside>
        <PanelStack>
          <Anchor id={ONBOARDING_ANCHORS.checklist}>
            <ChecklistPanel data={data} editing={editing} maySync={staff} />
          </Anchor>
          {shows('contacts') && <ContactsSection />}
          {shows('sites') && (
            <Anchor id={ONBOARDING_ANCHORS.sites}>
              <SiteConfigurationSection />
            </Anchor>
          )}
          {shows('endpoint') && <EndpointPanel data={data} editing={editing} />}
          {shows('cloud') && <CloudSensorPanel />}
          {shows('external') && <InternetExposurePanel />}
        </PanelStack>
      </OverviewLayout>
    </PageFrame>
  );
}
