import { format } from 'date-fns';

/** The date formats of portal-core §9, in date-fns notation. Formats ending in Z are in UTC. */
export const DATE_FORMATS = {
  /** YYYY-MM-DD */
  date: 'yyyy-MM-dd',
  /** YYYY-MM-DDTHH:mm (local) */
  dateTimeMinutes: "yyyy-MM-dd'T'HH:mm",
  /** YYYY-MM-DDTHH:mmZ (UTC) */
  dateTimeMinutesUtc: "yyyy-MM-dd'T'HH:mm'Z'",
  /** YYYY-MM-DDTHH:mm:ssZ (UTC) */
  dateTimeSecondsUtc: "yyyy-MM-dd'T'HH:mm:ss'Z'",
  /** 'YYYY-MM-DD [at] HH:mm' */
  dateAtTime: "yyyy-MM-dd 'at' HH:mm",
  /** 'MMM Do YYYY', e.g. Nov 20th 2026 */
  display: 'MMM do yyyy',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

const UTC_FORMATS: ReadonlySet<DateFormat> = new Set(['dateTimeMinutesUtc', 'dateTimeSecondsUtc']);

export type DateInput = Date | string | number;

export function toValidDate(value: DateInput | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Formats a date in one of the portal's formats; undefined for a missing or invalid date. */
export function formatDate(value: DateInput | null | undefined, kind: DateFormat): string | undefined {
  const date = toValidDate(value);
  if (!date) return undefined;
  if (UTC_FORMATS.has(kind)) {
    const iso = date.toISOString();
    return kind === 'dateTimeMinutesUtc' ? `${iso.slice(0, 16)}Z` : `${iso.slice(0, 19)}Z`;
  }
  return format(date, DATE_FORMATS[kind]);
}

/** A timestamp is stale when absent or older than `minutes` before `now` (portal-core §5). */
export function isStale(value: DateInput | null | undefined, minutes: number, now: Date = new Date()): boolean {
  const date = toValidDate(value);
  if (!date) return true;
  return now.getTime() - date.getTime() > minutes * 60_000;
}
