import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSortIntent, SORT_INTENT_DWELL_MS } from './useSortIntent';

describe('createSortIntent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ranks a column once its header has been rested on for the dwell time', () => {
    const rank = vi.fn();
    const intent = createSortIntent(rank);
    intent.rest('name');
    vi.advanceTimersByTime(SORT_INTENT_DWELL_MS - 1);
    expect(rank).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(rank).toHaveBeenCalledExactlyOnceWith('name');
  });

  it('ranks nothing for a header the pointer only passed over', () => {
    const rank = vi.fn();
    const intent = createSortIntent(rank);
    intent.rest('name');
    vi.advanceTimersByTime(SORT_INTENT_DWELL_MS / 2);
    intent.leave();
    vi.advanceTimersByTime(SORT_INTENT_DWELL_MS * 10);
    expect(rank).not.toHaveBeenCalled();
  });

  it('ranks only the last of headers passed in a row, once', () => {
    const rank = vi.fn();
    const intent = createSortIntent(rank, 50);
    intent.rest('name');
    vi.advanceTimersByTime(30);
    intent.rest('address');
    vi.advanceTimersByTime(30);
    intent.rest('os');
    vi.advanceTimersByTime(500);
    expect(rank.mock.calls).toEqual([['os']]);
  });
});
