import { SideNav } from '@portal/ui';
import { sideNavGroups } from '../../onboarding';
import type { OverviewData } from './useOverviewData';

/**
 * The left navigation (portal-onboarding §2.5): Purchased Products from the products call, and primary/secondary
 * contacts, escalation contacts, report recipients and access grants from the contacts call; each entry leads to
 * its panel. A group whose call has not answered is left out (its panel shows the loading or error).
 */
export function OnboardingSideNav({ data, showMspContacts }: { data: OverviewData; showMspContacts: boolean }) {
  const groups = sideNavGroups(data.products.data?.products.services, data.contacts.data?.contacts, showMspContacts);
  if (groups.length === 0) return null;
  return <SideNav label="Onboarding summary" groups={groups} />;
}
