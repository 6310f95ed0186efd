import type { ScannersSection, Site } from '@portal/api';
import { DeviceSummary } from '../sites/DeviceSummaries';

/**
 * The Site Configuration's 'Physical Scanner List' item body (portal-onboarding §2.4): the customer's scanners.
 * Rendered inside the accordion once the scanner section has loaded.
 */
export function ScannerListItem({
  section,
  sites,
}: {
  section: ScannersSection;
  sites: readonly Site[];
  canEdit: boolean;
}) {
  return <DeviceSummary devices={section.scanners} sites={sites} noun="scanners" />;
}
