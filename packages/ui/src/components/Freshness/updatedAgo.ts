import { formatDate } from '../../format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago data was fetched, as a panel footer says it: 'Updated just now' under a minute (or for a clock a
 * little ahead), whole minutes under an hour, whole hours under a day, then the date and time it was fetched.
 */
export function formatUpdatedAgo(updatedAt: Date, now: Date): string {
  const elapsed = now.getTime() - updatedAt.getTime();
  if (elapsed < MINUTE_MS) return 'Updated just now';
  if (elapsed < HOUR_MS) return `Updated ${String(Math.floor(elapsed / MINUTE_MS))} min ago`;
  if (elapsed < DAY_MS) return `Updated ${String(Math.floor(elapsed / HOUR_MS))} h ago`;
  return `Updated on ${formatDate(updatedAt, 'dateAtTime') ?? ''}`;
}

/** How often the text is recomputed: often enough that a minute count is never more than half a minute behind. */
export const FRESHNESS_TICK_MS = 30_000;
