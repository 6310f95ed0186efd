import { addDays, differenceInCalendarDays, isSameDay, startOfDay } from 'date-fns';

/** portal-core §2/§5/§9: quick choices, a 10-day maximum, the earliest day 9 days back from the start of today. */
export const QUICK_RANGES = [
  { label: 'Past Hour', hours: 1 },
  { label: 'Past 24 Hours', hours: 24 },
  { label: 'Past 72 Hours', hours: 72 },
  { label: 'Past Week', hours: 168 },
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export const MAX_RANGE_DAYS = 10;
export const EARLIEST_DAYS_BACK = 9;
export const START_TIME_ERROR = 'Start time is invalid (hh:mm)';
export const END_TIME_ERROR = 'End time is invalid (hh:mm)';
/** Not in the spec: an end before its start. */
export const RANGE_ORDER_ERROR = 'The end must be after the start';

export interface TimeRange {
  start: Date;
  end: Date;
}

/** Quick choices that fit within the maximum range. */
export function quickRangesWithin(maxHours: number = MAX_RANGE_DAYS * 24): QuickRange[] {
  return QUICK_RANGES.filter((range) => range.hours <= maxHours);
}

export function quickRange(hours: number, now: Date): TimeRange {
  return { start: new Date(now.getTime() - hours * 3_600_000), end: now };
}

export function earliestDay(now: Date): Date {
  return addDays(startOfDay(now), -EARLIEST_DAYS_BACK);
}

/** The calendar's selection: a click with no start, or with a complete range, begins a new range. */
export interface DaySelection {
  start: Date | null;
  end: Date | null;
}

export function selectDay(selection: DaySelection, day: Date): DaySelection {
  const picked = startOfDay(day);
  if (selection.start === null || selection.end !== null) return { start: picked, end: null };
  return picked < selection.start ? { start: picked, end: selection.start } : { start: selection.start, end: picked };
}

/** A day can be picked when it lies between the earliest day and today and keeps the range within 10 days. */
export function isDaySelectable(day: Date, selection: DaySelection, now: Date): boolean {
  const picked = startOfDay(day);
  if (picked < earliestDay(now) || picked > startOfDay(now)) return false;
  if (selection.start !== null && selection.end === null) {
    return Math.abs(differenceInCalendarDays(picked, selection.start)) < MAX_RANGE_DAYS;
  }
  return true;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** 'hh:mm' (leading zero optional) → minutes after midnight; '' → 'empty'; anything else → undefined. */
export function parseTimeInput(text: string): number | 'empty' | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  const match = TIME.exec(trimmed);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

export interface RangeDraft {
  startDate: Date | null;
  endDate: Date | null;
  startTime: string;
  endTime: string;
}

export type ResolvedRange =
  | { ok: true; range: TimeRange }
  | { ok: false; startTimeError?: string; endTimeError?: string; rangeError?: string; incomplete?: boolean };

function at(day: Date, minutes: number, seconds: number, milliseconds: number): Date {
  const date = startOfDay(day);
  date.setHours(Math.floor(minutes / 60), minutes % 60, seconds, milliseconds);
  return date;
}

/**
 * Turns the form into a range: an empty start is 00:00; an empty end is now when the end date is today, else 23:59;
 * an end on today is capped at now; the start gets 0 seconds and the end 59.999.
 */
export function resolveRange(draft: RangeDraft, now: Date): ResolvedRange {
  const startMinutes = parseTimeInput(draft.startTime);
  const endMinutes = parseTimeInput(draft.endTime);
  const startTimeError = startMinutes === undefined ? START_TIME_ERROR : undefined;
  const endTimeError = endMinutes === undefined ? END_TIME_ERROR : undefined;
  if (startTimeError || endTimeError) return { ok: false, startTimeError, endTimeError };
  if (draft.startDate === null || draft.endDate === null || startMinutes === undefined || endMinutes === undefined) {
    return { ok: false, incomplete: true };
  }
  const endIsToday = isSameDay(draft.endDate, now);
  const start = at(draft.startDate, startMinutes === 'empty' ? 0 : startMinutes, 0, 0);
  let end =
    endMinutes === 'empty'
      ? endIsToday
        ? new Date(now)
        : at(draft.endDate, 23 * 60 + 59, 59, 999)
      : at(draft.endDate, endMinutes, 59, 999);
  if (end > now) end = new Date(now);
  if (end <= start) return { ok: false, rangeError: RANGE_ORDER_ERROR };
  return { ok: true, range: { start, end } };
}

const SHORTHAND = /^(\d+(?:\.\d+)?)\s*(m|min|h|hr|d|w)$/i;
const HOURS_PER_UNIT: Record<string, number> = { m: 1 / 60, min: 1 / 60, h: 1, hr: 1, d: 24, w: 168 };

/** '24h', '7d', '90m', '1w' → hours; undefined when not shorthand. */
export function parseShorthand(text: string): number | undefined {
  const match = SHORTHAND.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]) * (HOURS_PER_UNIT[(match[2] ?? '').toLowerCase()] ?? Number.NaN);
  return Number.isFinite(hours) && hours > 0 ? hours : undefined;
}

const maxMs = () => MAX_RANGE_DAYS * 24 * 3_600_000;

/** Keeps a range inside [earliest day, now] and no longer than the maximum, preserving its length when it can. */
export function clampRange(range: TimeRange, now: Date): TimeRange {
  const length = Math.min(
    range.end.getTime() - range.start.getTime(),
    maxMs(),
    now.getTime() - earliestDay(now).getTime(),
  );
  let end = Math.min(range.end.getTime(), now.getTime());
  let start = end - length;
  const earliest = earliestDay(now).getTime();
  if (start < earliest) {
    start = earliest;
    end = start + length;
  }
  return { start: new Date(start), end: new Date(end) };
}

/** Moves the window back (-1) or forward (+1) by its own length. */
export function shiftRange(range: TimeRange, direction: -1 | 1, now: Date): TimeRange {
  const length = range.end.getTime() - range.start.getTime();
  const offset = direction * length;
  return clampRange(
    { start: new Date(range.start.getTime() + offset), end: new Date(range.end.getTime() + offset) },
    now,
  );
}

/** Zooms out (factor 2) or in (factor 0.5) around the window's middle. */
export function zoomRange(range: TimeRange, factor: number, now: Date): TimeRange {
  const middle = (range.start.getTime() + range.end.getTime()) / 2;
  const half = ((range.end.getTime() - range.start.getTime()) * factor) / 2;
  return clampRange({ start: new Date(middle - half), end: new Date(middle + half) }, now);
}

/** The viewer's time zone, shown beside the times. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Shortens a range from its start so it lasts at most `maxHours` (the consumer's maximum). */
export function limitRange(range: TimeRange, maxHours: number): TimeRange {
  const earliestStart = range.end.getTime() - maxHours * 3_600_000;
  return range.start.getTime() < earliestStart ? { start: new Date(earliestStart), end: range.end } : range;
}

/** A shorthand such as '7d': the range of that many hours ending now, capped at the maximum. */
export function rangeEndingNow(hours: number, now: Date, maxHours: number = MAX_RANGE_DAYS * 24): TimeRange {
  return clampRange(quickRange(Math.min(hours, maxHours), now), now);
}

/** Not in the spec: a custom range longer than the consumer's maximum. */
export function maxHoursError(maxHours: number): string {
  return `The range can be at most ${maxHours} hours`;
}
