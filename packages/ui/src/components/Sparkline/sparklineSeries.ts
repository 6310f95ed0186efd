/** One observation as the API sends it: `x` is an ISO time or epoch milliseconds, `y` the count. */
export interface SparklinePoint {
  x: string | number;
  y: number;
}

/** The observations inside a window, oldest first, as parallel arrays (no object per point). */
export interface SparklineSeries {
  times: number[];
  counts: number[];
}

/** What the accessible summary says about a window. */
export interface SparklineSummary {
  pointCount: number;
  total: number;
  peak: number;
  peakTime: number;
  latest: number;
  latestTime: number;
}

export function toTimestamp(value: string | number | Date): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return value.getTime();
}

/**
 * Calls `visit` for each finite point with `start < time <= end`, in the given order. Stops and returns false at
 * the first point older than the one before, so callers can fall back to sorting.
 */
export function visitInOrder(
  points: readonly SparklinePoint[],
  start: number,
  end: number,
  visit: (time: number, count: number) => void,
): boolean {
  let previous = Number.NEGATIVE_INFINITY;
  for (const point of points) {
    const time = toTimestamp(point.x);
    if (!(time > start && time <= end) || !Number.isFinite(point.y)) continue;
    if (time < previous) return false;
    previous = time;
    visit(time, point.y);
  }
  return true;
}

/** The points with `start < time <= end`, sorted by time. */
export function seriesInWindow(points: readonly SparklinePoint[], start: number, end: number): SparklineSeries {
  const inWindow: { time: number; count: number }[] = [];
  for (const point of points) {
    const time = toTimestamp(point.x);
    if (time > start && time <= end && Number.isFinite(point.y)) inWindow.push({ time, count: point.y });
  }
  inWindow.sort((a, b) => a.time - b.time);
  return { times: inWindow.map(({ time }) => time), counts: inWindow.map(({ count }) => count) };
}

/** Index of the time closest to `time` in an ascending list (binary search); -1 for an empty list. */
export function nearestIndex(times: readonly number[], time: number): number {
  if (times.length === 0) return -1;
  let low = 0;
  let high = times.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((times[middle] ?? 0) < time) low = middle + 1;
    else high = middle;
  }
  const before = times[low - 1];
  const at = times[low] ?? 0;
  return before !== undefined && time - before <= at - time ? low - 1 : low;
}

/** Accumulates the summary point by point (oldest first), so it shares the drawing pass. */
export class SummaryBuilder {
  private summary: SparklineSummary = { pointCount: 0, total: 0, peak: 0, peakTime: 0, latest: 0, latestTime: 0 };

  add(time: number, count: number): void {
    const summary = this.summary;
    if (summary.pointCount === 0 || count > summary.peak) {
      summary.peak = count;
      summary.peakTime = time;
    }
    summary.pointCount += 1;
    summary.total += count;
    summary.latest = count;
    summary.latestTime = time;
  }

  /** Undefined when no point was added. */
  result(): SparklineSummary | undefined {
    return this.summary.pointCount === 0 ? undefined : { ...this.summary };
  }
}
