import type { SitesSection } from '@portal/api';
import { ConnectWiseSummary } from '../sites/DeviceSummaries';

/** The Site Configuration's 'ConnectWise Integration' item body (portal-onboarding §2.4). */
export function ConnectWiseItem({ section }: { section: SitesSection; canEdit: boolean }) {
  return <ConnectWiseSummary configure={section.configureConnectWise} />;
}
