import type { Observation } from '@portal/api';

/** An observation with its time as epoch milliseconds, read once for the "No recent data" rule and the sparkline. */
export interface TimedObservation {
  x: number;
  y: number;
}

const ZERO = 48;

/** The number written by `length` ASCII digits from `start`; -1 when any is not a digit. */
function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let index = start; index < start + length; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const at = (text: string, index: number, char: string) => text.charCodeAt(index) === char.charCodeAt(0);

/**
 * Epoch ms of an ISO time, as Date.parse reads it. The API's own shape ('2026-11-20T15:00:00.000Z', or without the
 * milliseconds) is read digit by digit, several times faster than Date.parse: 500 sensors send 144,000 times. Any
 * other shape, and the rare dates the fast path does not vouch for (years before 100, days after the 28th), go
 * through Date.parse.
 */
export function parseIsoTime(text: string): number {
  const length = text.length;
  const shaped =
    (length === 24 || length === 20) &&
    at(text, 4, '-') &&
    at(text, 7, '-') &&
    at(text, 10, 'T') &&
    at(text, 13, ':') &&
    at(text, 16, ':') &&
    at(text, length - 1, 'Z') &&
    (length === 20 || at(text, 19, '.'));
  if (shaped) {
    const year = digitsAt(text, 0, 4);
    const month = digitsAt(text, 5, 2);
    const day = digitsAt(text, 8, 2);
    const hour = digitsAt(text, 11, 2);
    const minute = digitsAt(text, 14, 2);
    const second = digitsAt(text, 17, 2);
    const millisecond = length === 24 ? digitsAt(text, 20, 3) : 0;
    if (
      year >= 100 &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= 28 &&
      hour >= 0 &&
      hour <= 23 &&
      minute >= 0 &&
      minute <= 59 &&
      second >= 0 &&
      second <= 59 &&
      millisecond >= 0
    )
      return Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  }
  return Date.parse(text);
}

/** The observations with their times read once (unreadable times become NaN, which every reader skips). */
export function toTimedObservations(points: readonly Observation[]): TimedObservation[] {
  const timed = new Array<TimedObservation>(points.length);
  for (let index = 0; index < points.length; index += 1) {
    const point = points[index];
    timed[index] = point === undefined ? { x: Number.NaN, y: Number.NaN } : { x: parseIsoTime(point.x), y: point.y };
  }
  return timed;
}
