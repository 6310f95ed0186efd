import type { VirtualSensorSection } from '@portal/api';
import { VirtualApplianceSummary } from '../sites/DeviceSummaries';

/**
 * The Site Configuration's 'Virtual Sensor Settings' item body or, with the virtual sensor feature off, its 'Virtual
 * Log Collector Settings' (portal-onboarding §2.4): the same saved section, with quotas only for the sensor.
 */
export function VirtualSensorItem({
  section,
  variant,
}: {
  section: VirtualSensorSection;
  variant: 'virtualSensor' | 'virtualLogCollector';
  canEdit: boolean;
}) {
  return <VirtualApplianceSummary section={section} quotas={variant === 'virtualSensor'} />;
}
