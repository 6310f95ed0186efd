import type { Cache } from 'swr';
import { onSessionReset } from '../state/session';

/**
 * An SWR cache that forgets everything when the session ends or the customer changes ("stored state reset",
 * portal-core §4), so nothing of the previous customer survives in memory.
 */
export function createPortalCache(): Cache {
  const cache = new Map<string, never>();
  onSessionReset(() => cache.clear());
  return cache as Cache;
}
