import { TOAST_TIMEOUT_MS } from '@portal/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, dismissStatus, resetAppStore, showStatus } from './appStore';

describe('global status messages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetAppStore();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a message in danger by default and clears it after 6000 ms', () => {
    showStatus('Failed to fetch agent data');
    expect(appStore.statuses).toMatchObject([{ message: 'Failed to fetch agent data', colour: 'danger' }]);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(appStore.statuses).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(appStore.statuses).toHaveLength(0);
  });

  it('dismisses one message early, cancels its timer and keeps the others', () => {
    const first = showStatus('Offline endpoint has been removed.', 'success');
    showStatus('Second', 'warning');
    expect(vi.getTimerCount()).toBe(2);
    dismissStatus(first);
    expect(appStore.statuses.map((status) => status.message)).toEqual(['Second']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('resets to an empty store and cancels pending timers', () => {
    showStatus('Pending');
    showStatus('Also pending', 'warning');
    expect(vi.getTimerCount()).toBe(2);
    resetAppStore();
    expect(appStore.statuses).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);

    const fresh = showStatus('Fresh');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(appStore.statuses.map((status) => status.message)).toEqual(['Fresh']);
    vi.advanceTimersByTime(1);
    expect(appStore.statuses.find((status) => status.id === fresh)).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
