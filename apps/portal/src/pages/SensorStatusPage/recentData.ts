import type { SensorStatus } from '@portal/api';
import { parseIsoTime } from './observationTimes';

const HOUR_MS = 3_600_000;

/** The sparkline's window (portal-core §9: sensor activity window 24 hours); the rate is measured over it. */
export const ACTIVITY_WINDOW_MS = 24 * HOUR_MS;

/**
 * The beyond-the-spec "No recent data" rule (a decision, not portal-core):
 * - "recent" is the last hour, or three of the sensor's own average intervals when it reports less often than every
 *   20 minutes (so an hourly reporter is not flagged between two reports), at most the whole 24 hours;
 * - a sensor is flagged when nothing was observed in that window (missing), or when the window holds less than a
 *   tenth of what the sensor's own 24-hour average rate predicts for it (far below).
 */
export const RECENT_WINDOW_MIN_MS = HOUR_MS;
export const RECENT_WINDOW_INTERVALS = 3;
/** "Far below" is under a tenth (kept as a divisor so the comparison stays in whole numbers). */
export const LOW_RATE_DIVISOR = 10;

export type RecentData = 'reporting' | 'low' | 'missing';

function timeOf(point: { x: string | number; y: number }): number {
  return typeof point.x === 'number' ? point.x : parseIsoTime(point.x);
}

/**
 * Whether a sensor's latest observations keep up with its own 24-hour rate, as of `now` (epoch ms). One pass over
 * the points, in any order; unreadable times and counts are ignored, points after `now` count as recent.
 */
export function recentDataOf(points: readonly { x: string | number; y: number }[], now: number): RecentData {
  const windowStart = now - ACTIVITY_WINDOW_MS;
  let total = 0;
  let count = 0;
  const inWindow: { time: number; y: number }[] = [];
  for (const point of points) {
    const time = timeOf(point);
    if (!(time > windowStart) || !Number.isFinite(point.y) || point.y < 0) continue;
    total += point.y;
    count += 1;
    inWindow.push({ time, y: point.y });
  }
  if (total === 0) return 'missing';
  const recentMs = Math.min(
    ACTIVITY_WINDOW_MS,
    Math.max(RECENT_WINDOW_MIN_MS, Math.round((RECENT_WINDOW_INTERVALS * ACTIVITY_WINDOW_MS) / count)),
  );
  let recent = 0;
  for (const { time, y } of inWindow) if (time > now - recentMs) recent += y;
  if (recent === 0) return 'missing';
  // recent < (total × recentMs / 24 h) / 10, multiplied out.
  return recent * LOW_RATE_DIVISOR * ACTIVITY_WINDOW_MS < total * recentMs ? 'low' : 'reporting';
}

/**
 * "No recent data" applies to sensors that should be reporting: installed and OK. A DOWN sensor already says it is
 * in trouble, and one not installed yet (or without a health, like ConnectWise) is not expected to send anything.
 */
export function hasNoRecentData(
  sensor: Pick<SensorStatus, 'state' | 'health'> & { obs: readonly { x: string | number; y: number }[] },
  now: number,
): boolean {
  if (sensor.state.toLowerCase() !== 'installed' || sensor.health !== 'OK') return false;
  return recentDataOf(sensor.obs, now) !== 'reporting';
}
