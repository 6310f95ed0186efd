/**
 * The preview of a long list reply still arriving (RequestExtras.onPreview), by SWR key, and who shows it: set by
 * useApi's fetch, shown by useApiPreview. It goes when the call settles. Only this store is part of what a signed-out
 * visitor downloads, not the hook (the sign-in page's budget, scripts/check-bundle.mjs).
 */
export const previews = new Map<string, unknown>();
export const previewListeners = new Map<string, Set<() => void>>();

/**
 * Sets (or, with undefined, drops) a key's preview and, if asked, re-renders who shows it. A reply drops it quietly:
 * SWR's own update renders the reply in its place.
 */
export function setPreview(stamp: string, preview: unknown, notify = true): void {
  if (preview === undefined) previews.delete(stamp);
  else previews.set(stamp, preview);
  if (notify) for (const listener of previewListeners.get(stamp) ?? []) listener();
}
