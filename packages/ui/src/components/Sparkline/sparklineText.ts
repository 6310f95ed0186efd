import { formatFullNumber } from '../../format';
import type { SparklineSummary } from './sparklineSeries';

export function formatObservationCount(count: number): string {
  return `${formatFullNumber(count)} ${count === 1 ? 'observation' : 'observations'}`;
}

/**
 * UTC minutes (portal-core §9 'YYYY-MM-DDTHH:mmZ'), the same on every reader's clock. The same text as
 * formatDate(time, 'dateTimeMinutesUtc') (tested), written out so date-fns stays out of the Sparkline's import cost.
 */
export function formatObservationTime(time: number): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? '' : `${date.toISOString().slice(0, 16)}Z`;
}

export function describePoint(count: number, time: number): string {
  return `${formatObservationCount(count)} at ${formatObservationTime(time)}`;
}

/** The accessible name of the chart: what a sighted reader takes from the line at a glance. */
export function describeWindow(label: string, summary: SparklineSummary | undefined, end: number): string {
  const window = `in the 24 hours to ${formatObservationTime(end)}`;
  if (!summary) return `${label}: no observations ${window}`;
  return (
    `${label}: ${formatObservationCount(summary.total)} ${window}; ` +
    `peak ${formatFullNumber(summary.peak)} at ${formatObservationTime(summary.peakTime)}, ` +
    `latest ${formatFullNumber(summary.latest)} at ${formatObservationTime(summary.latestTime)}`
  );
}
