import type { VirtualScannerSection } from '@portal/api';
import { VirtualScannerSummary } from '../sites/DeviceSummaries';

/** The Site Configuration's 'Virtual Scanner Settings' item body (portal-onboarding §2.4). */
export function VirtualScannerItem({ section }: { section: VirtualScannerSection; canEdit: boolean }) {
  return <VirtualScannerSummary section={section} />;
}
