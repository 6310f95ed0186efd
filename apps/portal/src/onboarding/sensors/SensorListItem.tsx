import type { SensorsSection, Site } from '@portal/api';
import { DeviceSummary } from '../sites/DeviceSummaries';

/**
 * The Site Configuration's 'Sensor List' item body (portal-onboarding §2.4): the customer's sensors. Rendered inside
 * the accordion once the sensor section has loaded.
 */
export function SensorListItem({
  section,
  sites,
}: {
  section: SensorsSection;
  sites: readonly Site[];
  canEdit: boolean;
}) {
  return <DeviceSummary devices={section.sensors} sites={sites} noun="sensors" />;
}
