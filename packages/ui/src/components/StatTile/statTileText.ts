import type { Intent } from '../../theme/tokens';
import { formatFullNumber } from '../../format';

/** The red badge of the Online Endpoints panel: '1 endpoint is contained', 'N endpoints are contained'. */
export function containedEndpointsText(count: number): string {
  return count === 1 ? '1 endpoint is contained' : `${formatFullNumber(count)} endpoints are contained`;
}

export interface SensorStatus {
  sensorsWorking: number;
  sensorsTotal: number;
  hasSensors: boolean;
  hasScanners: boolean;
}

export type SensorHealth = 'all' | 'some' | 'none';

/** All working when every device works (and there is at least one), none when none works, otherwise some. */
export function sensorHealth({
  sensorsWorking,
  sensorsTotal,
}: Pick<SensorStatus, 'sensorsWorking' | 'sensorsTotal'>): SensorHealth {
  if (sensorsTotal > 0 && sensorsWorking >= sensorsTotal) return 'all';
  if (sensorsWorking <= 0) return 'none';
  return 'some';
}

/**
 * What the sensor tile calls the devices. The spec only says the wording "adapts to sensors, scanners or both",
 * so: 'scanners' when the customer has only scanners, 'sensors and scanners' when both, and 'sensors' otherwise
 * (including when neither flag is set, the product's default wording).
 */
export function sensorNoun({ hasSensors, hasScanners }: Pick<SensorStatus, 'hasSensors' | 'hasScanners'>): string {
  if (hasScanners && hasSensors) return 'sensors and scanners';
  if (hasScanners) return 'scanners';
  return 'sensors';
}

/**
 * The sensor tile's sentence (portal-core §2): 'All of your sensors are fully operational.', 'Some of your sensors
 * are experiencing problems.' or 'None of your sensors are operational.', with 'sensors' replaced as `sensorNoun`
 * decides. No devices at all (total 0) reads as none operational.
 */
export function sensorStatusText(status: SensorStatus): string {
  const noun = sensorNoun(status);
  switch (sensorHealth(status)) {
    case 'all':
      return `All of your ${noun} are fully operational.`;
    case 'some':
      return `Some of your ${noun} are experiencing problems.`;
    case 'none':
      return `None of your ${noun} are operational.`;
  }
}

const HEALTH_INTENTS: Record<SensorHealth, Extract<Intent, 'success' | 'warning' | 'danger'>> = {
  all: 'success',
  some: 'warning',
  none: 'danger',
};

/** The tile's colour for the same status: success, warning or danger. */
export function sensorStatusIntent(status: Pick<SensorStatus, 'sensorsWorking' | 'sensorsTotal'>): Intent {
  return HEALTH_INTENTS[sensorHealth(status)];
}
