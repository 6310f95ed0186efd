import { describe, expect, it } from 'vitest';
import { formatUpdatedAgo } from './updatedAgo';

const NOW = new Date('2026-11-20T15:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);

describe('formatUpdatedAgo', () => {
  it.each([
    [0, 'Updated just now'],
    [59_999, 'Updated just now'],
    [-5_000, 'Updated just now'],
    [60_000, 'Updated 1 min ago'],
    [3 * 60_000 + 59_000, 'Updated 3 min ago'],
    [59 * 60_000 + 59_999, 'Updated 59 min ago'],
    [60 * 60_000, 'Updated 1 h ago'],
    [23 * 3_600_000 + 59 * 60_000, 'Updated 23 h ago'],
  ])('%i ms before now → %s', (elapsed, text) => {
    expect(formatUpdatedAgo(before(elapsed), NOW)).toBe(text);
  });

  it('names the date and time once a day has passed', () => {
    // The unit project runs with TZ=UTC.
    expect(formatUpdatedAgo(new Date('2026-11-19T14:05:00Z'), NOW)).toBe('Updated on 2026-11-19 at 14:05');
  });
});
