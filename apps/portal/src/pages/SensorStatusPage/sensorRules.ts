import type { SensorStatus } from '@portal/api';

/** The page's four groups in the spec's order (portal-core §2); only physical and virtual sensors have a Status. */
export const SENSOR_GROUPS = [
  { key: 'physical', title: 'Physical Sensors', hasStatus: true },
  { key: 'virtual', title: 'Virtual Sensors', hasStatus: true },
  { key: 'scanner', title: 'Risk Scanners', hasStatus: false },
  { key: 'cloud', title: 'Cloud Sensors', hasStatus: false },
] as const;
export type SensorGroupKey = (typeof SENSOR_GROUPS)[number]['key'];

type Classified = Pick<SensorStatus, 'type' | 'configuration'>;

/** vlc and vSensor (the contract spells it vSensor, the enumerations vsensor): compared without case. */
const VIRTUAL_TYPES: ReadonlySet<string> = new Set(['vlc', 'vsensor']);

const isVirtualType = (type: string) => VIRTUAL_TYPES.has(type.toLowerCase());

/**
 * portal-core §3: type scanner, or a physical or virtual appliance configured as a scanner, is a risk scanner; other
 * physical ones are physical sensors, other vlc / vSensor ones virtual sensors. Every other type (the cloud kinds,
 * ConnectWise and any type the portal does not know yet) is listed with the cloud sensors.
 */
export function sensorGroupOf({ type, configuration }: Classified): SensorGroupKey {
  const kind = type.toLowerCase();
  const appliance = kind === 'physical' || isVirtualType(kind);
  if (kind === 'scanner' || (appliance && configuration?.toLowerCase() === 'scanner')) return 'scanner';
  if (kind === 'physical') return 'physical';
  if (appliance) return 'virtual';
  return 'cloud';
}

/** What the Status column shows, and the §4 status word that picks its badge colour. */
export interface SensorDisplayStatus {
  label: string;
  /** HEALTHY, UNHEALTHY, SHIPPED, STAGED or N/A: Badge maps these to the §4 colours. */
  colourStatus: string;
}

/** The UTC calendar date (YYYY-MM-DD) of an ISO time; undefined when missing or unreadable. */
export function utcDate(value: string | null): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** portal-core §4 sensor display status. */
export function sensorDisplayStatus(
  sensor: Pick<SensorStatus, 'type' | 'state' | 'health' | 'shipped_date'>,
): SensorDisplayStatus {
  switch (sensor.state.toLowerCase()) {
    case 'new':
    case 'provisioned':
      return {
        label: isVirtualType(sensor.type) ? 'Awaiting Activation' : 'Preparing to Ship',
        colourStatus: 'N/A',
      };
    case 'shipped': {
      const date = utcDate(sensor.shipped_date);
      return { label: date === undefined ? 'Shipped' : `Shipped - ${date}`, colourStatus: 'SHIPPED' };
    }
    case 'staged':
      return { label: 'Staged', colourStatus: 'STAGED' };
    case 'installed':
      return sensor.health === 'OK'
        ? { label: 'Healthy', colourStatus: 'HEALTHY' }
        : { label: 'Unhealthy', colourStatus: 'UNHEALTHY' };
    default:
      return { label: 'Unknown', colourStatus: 'N/A' };
  }
}

/** portal-core §9 sort weights: DOWN first, then anything else, then OK. */
export const HEALTH_WEIGHTS = { DOWN: 1, other: 5, OK: 10 } as const;

export function healthWeight(health: SensorStatus['health']): number {
  if (health === 'DOWN') return HEALTH_WEIGHTS.DOWN;
  if (health === 'OK') return HEALTH_WEIGHTS.OK;
  return HEALTH_WEIGHTS.other;
}

/** The name a sensor is listed by: its shorthand, or its id when it has none. */
export function sensorName(sensor: Pick<SensorStatus, 'id' | 'shorthand'>): string {
  return sensor.shorthand?.trim() ? sensor.shorthand : sensor.id;
}

/** Names compare without case and with numbers in order ('scan-9' before 'scan-10'). */
const nameCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The page's order: by health weight, then by name, then by id so equal names keep one order on every reload. */
export function compareSensors(
  a: Pick<SensorStatus, 'id' | 'shorthand' | 'health'>,
  b: Pick<SensorStatus, 'id' | 'shorthand' | 'health'>,
): number {
  return (
    healthWeight(a.health) - healthWeight(b.health) ||
    nameCollator.compare(sensorName(a), sensorName(b)) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
