import type { Intent } from '../../theme/tokens';

export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;

/** Keeps a value on the bar: non-numbers become 0, anything outside 0–100 is clamped. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return PROGRESS_MIN;
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, value));
}

/** Progress bar colour of portal-core §9: green at 80 or more, amber at 50 or more, red below. */
export function progressIntent(value: number): Extract<Intent, 'success' | 'warning' | 'danger'> {
  const clamped = clampProgress(value);
  if (clamped >= 80) return 'success';
  if (clamped >= 50) return 'warning';
  return 'danger';
}
