import type { TimeRange } from '@portal/ui';

/** With no range in the URL the server answers its default, the last 24 hours; the picker shows that meanwhile. */
export const DEFAULT_RANGE_HOURS = 24;
const HOUR = 3_600_000;

/** ISO 8601 (date, date and time, with or without a zone) or 'YYYY-MM-DDTHH:mm' (portal-core §5). */
const DATE_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A URL date, or undefined when it is missing or not a valid date (the default then applies). */
export function parseUrlDate(text: string | undefined): Date | undefined {
  if (text === undefined || !DATE_PATTERN.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** The start and end to ask for: only the valid ones, as ISO text; the server fills in the rest. */
export interface RequestedRange {
  start?: string;
  end?: string;
}

export function requestedRange(filters: Readonly<Record<string, string>>): RequestedRange {
  const start = parseUrlDate(filters.start);
  const end = parseUrlDate(filters.end);
  return { ...(start ? { start: start.toISOString() } : {}), ...(end ? { end: end.toISOString() } : {}) };
}

/** Whether the server moved the start or the end it was asked for (portal-core §5: the adjusted-range notice). */
export function wasAdjusted(requested: RequestedRange, answered: { start: string; end: string }): boolean {
  const moved = (asked: string | undefined, got: string) =>
    asked !== undefined && Date.parse(asked) !== Date.parse(got);
  return moved(requested.start, answered.start) || moved(requested.end, answered.end);
}

/** What the picker shows: the range the server answered for, else the one asked for, else the default. */
export function shownRange(
  answered: { start: string; end: string } | undefined,
  requested: RequestedRange,
  now: Date,
): TimeRange {
  if (answered) return { start: new Date(answered.start), end: new Date(answered.end) };
  const end = requested.end ? new Date(requested.end) : now;
  const start = requested.start ? new Date(requested.start) : new Date(end.getTime() - DEFAULT_RANGE_HOURS * HOUR);
  return { start, end };
}
