import type { SensorStatus } from '@portal/api';
import { toTimedObservations, type TimedObservation } from './observationTimes';
import { hasNoRecentData } from './recentData';
import {
  compareSensors,
  SENSOR_GROUPS,
  sensorDisplayStatus,
  sensorGroupOf,
  sensorName,
  type SensorDisplayStatus,
  type SensorGroupKey,
} from './sensorRules';

/** One line of a group: what the page shows for a sensor. */
export interface SensorRow {
  id: string;
  name: string;
  health: SensorStatus['health'];
  /** The Status column (physical and virtual sensors only). */
  status: SensorDisplayStatus | undefined;
  /**
   * The row's observations and the "No recent data" verdict, worked out the first time the row is drawn and kept:
   * with 500 sensors (144,000 observations) doing it for every row up front held the first paint back by ~130 ms,
   * and the first paint draws only the first rows.
   */
  activity: () => SensorActivity;
}

export interface SensorActivity {
  noRecentData: boolean;
  /** Times as epoch ms, read once for both the rule and the sparkline. */
  obs: TimedObservation[];
}

/** The row's activity, computed on the first call only. */
function lazyActivity(sensor: SensorStatus, now: number): () => SensorActivity {
  let activity: SensorActivity | undefined;
  return () => {
    if (activity === undefined) {
      const obs = toTimedObservations(sensor.obs);
      activity = { obs, noRecentData: hasNoRecentData({ state: sensor.state, health: sensor.health, obs }, now) };
    }
    return activity;
  };
}

export interface SensorGroup {
  key: SensorGroupKey;
  title: string;
  hasStatus: boolean;
  rows: SensorRow[];
  /** Sensors whose health is OK (the server's verdict, as on the dashboard's sensor tile). */
  healthy: number;
  /** Sensors health applies to: all but ConnectWise (portal-core §3), which has none. */
  total: number;
}

/**
 * The page's groups in the spec's order, each sorted DOWN first, then other, then OK, then by name; groups with no
 * sensors are left out. `now` (epoch ms) is when the observations were fetched, for the "No recent data" rule.
 */
export function buildSensorGroups(sensors: readonly SensorStatus[], now: number): SensorGroup[] {
  const byGroup = new Map<SensorGroupKey, SensorStatus[]>();
  for (const sensor of sensors) {
    const key = sensorGroupOf(sensor);
    const members = byGroup.get(key);
    if (members) members.push(sensor);
    else byGroup.set(key, [sensor]);
  }
  return SENSOR_GROUPS.flatMap(({ key, title, hasStatus }) => {
    const members = byGroup.get(key);
    if (!members) return [];
    const rows = [...members].sort(compareSensors).map((sensor): SensorRow => ({
      id: sensor.id,
      name: sensorName(sensor),
      health: sensor.health,
      status: hasStatus ? sensorDisplayStatus(sensor) : undefined,
      activity: lazyActivity(sensor, now),
    }));
    const healthy = rows.filter((row) => row.health === 'OK').length;
    const total = members.filter((sensor) => sensor.type !== 'connectwise').length;
    return [{ key, title, hasStatus, rows, healthy, total }];
  });
}

/** The group header's count, e.g. '3 / 5 healthy'. */
export function healthyCountText({ healthy, total }: Pick<SensorGroup, 'healthy' | 'total'>): string {
  return `${String(healthy)} / ${String(total)} healthy`;
}
