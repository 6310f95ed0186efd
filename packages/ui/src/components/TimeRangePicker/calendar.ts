import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { earliestDay, type DaySelection } from './timeRange';

/** Weeks start on Monday, as in the ISO dates the portal shows. */
export const WEEK_STARTS_ON = 1;
const WEEK = { weekStartsOn: WEEK_STARTS_ON } as const;

/** A month as rows of seven cells; days of the neighbouring months are null (blank cells). */
export function monthWeeks(month: Date): (Date | null)[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), WEEK),
    end: endOfWeek(endOfMonth(month), WEEK),
  });
  const weeks: (Date | null)[][] = [];
  days.forEach((day, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(isSameMonth(day, month) ? day : null);
  });
  return weeks;
}

export interface Weekday {
  short: string;
  long: string;
}

export function weekdays(): Weekday[] {
  const first = startOfWeek(new Date(), WEEK);
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(first, index);
    return { short: format(day, 'EEEEEE'), long: format(day, 'EEEE') };
  });
}

export interface CalendarBounds {
  first: Date;
  last: Date;
}

/** Keyboard focus stays within the months that hold selectable days. */
export function calendarBounds(now: Date): CalendarBounds {
  return { first: startOfMonth(earliestDay(now)), last: startOfDay(endOfMonth(now)) };
}

function clampDay(day: Date, { first, last }: CalendarBounds): Date {
  if (day < first) return first;
  if (day > last) return last;
  return day;
}

/** WAI-ARIA date grid keys: arrows by day and week, PageUp/PageDown by month, Home/End to the week's ends. */
export function calendarKeyTarget(day: Date, key: string, bounds: CalendarBounds): Date | undefined {
  const moves: Record<string, () => Date> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    PageUp: () => addMonths(day, -1),
    PageDown: () => addMonths(day, 1),
    Home: () => startOfWeek(day, WEEK),
    End: () => startOfDay(endOfWeek(day, WEEK)),
  };
  const move = moves[key];
  return move === undefined ? undefined : clampDay(move(), bounds);
}

/** How a day is drawn: an end of the range, inside it, or inside the preview while the end is being chosen. */
export const DAY_STATES = ['none', 'edge', 'inRange', 'preview'] as const;
export type DayState = (typeof DAY_STATES)[number];

function between(day: Date, a: Date, b: Date): boolean {
  const [low, high] = a <= b ? [a, b] : [b, a];
  return day >= low && day <= high;
}

/** `hover` is the day under the pointer or keyboard focus, when it could end the range. */
export function dayState(day: Date, selection: DaySelection, hover: Date | null): DayState {
  const picked = startOfDay(day);
  const { start, end } = selection;
  if (start === null) return 'none';
  if (isSameDay(picked, start) || (end !== null && isSameDay(picked, end))) return 'edge';
  if (end !== null) return between(picked, start, end) ? 'inRange' : 'none';
  return hover !== null && between(picked, start, startOfDay(hover)) ? 'preview' : 'none';
}

export function dayKey(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

export function dayLabel(day: Date): string {
  return format(day, 'EEEE, MMMM d, yyyy');
}
