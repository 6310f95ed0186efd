import { format, isSameDay } from 'date-fns';
import { QUICK_RANGES, type QuickRange, type TimeRange } from './timeRange';

const TOLERANCE_MS = 60_000;
const DATE_TIME = 'yyyy-MM-dd HH:mm';

/** A quick choice the range matches (ending now, within a minute), so the trigger can say 'Past Hour'. */
export function matchingQuickRange(range: TimeRange, now: Date): QuickRange | undefined {
  if (Math.abs(now.getTime() - range.end.getTime()) > TOLERANCE_MS) return undefined;
  const length = range.end.getTime() - range.start.getTime();
  return QUICK_RANGES.find((quick) => Math.abs(quick.hours * 3_600_000 - length) <= TOLERANCE_MS);
}

/** '2026-11-18 00:00 to 2026-11-19 23:59', or '2026-11-20 13:00 to 14:00' within one day. */
export function formatRangeLabel({ start, end }: TimeRange): string {
  const endText = isSameDay(start, end) ? format(end, 'HH:mm') : format(end, DATE_TIME);
  return `${format(start, DATE_TIME)} to ${endText}`;
}

export function describeRange(range: TimeRange, now: Date): string {
  return matchingQuickRange(range, now)?.label ?? formatRangeLabel(range);
}

export function formatTimeInput(date: Date): string {
  return format(date, 'HH:mm');
}

export function formatDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
