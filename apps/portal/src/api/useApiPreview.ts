import type { Calls, ReadCallName, ReplyOf } from '@portal/api';
import { useCallback, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import { previewListeners, previews } from './previews';
import { readyKey, type ArgsOf } from './useApi';

function subscribePreview(stamp: string, listener: () => void): () => void {
  let listeners = previewListeners.get(stamp);
  if (!listeners) previewListeners.set(stamp, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) previewListeners.delete(stamp);
  };
}

/**
 * The first part of a long list reply whose rest is still arriving (RequestExtras.onPreview), for the call that
 * `useApi(name, args)` makes; undefined before the first 4 MB have arrived and once the call has settled. Only a page
 * that says on screen that the list is partial shows it.
 */
export function useApiPreview<K extends ReadCallName>(name: K, args: ArgsOf<K> | null): ReplyOf<Calls[K]> | undefined {
  const { customer, primaryToken } = useSnapshot(session);
  const key = readyKey(name, args, customer?.id ?? null, primaryToken);
  const stamp = key === null ? null : JSON.stringify(key);
  const subscribe = useCallback(
    (listener: () => void) => (stamp === null ? () => undefined : subscribePreview(stamp, listener)),
    [stamp],
  );
  // Stored by useApi's fetch for this key, whose call names the reply type.
  return useSyncExternalStore(subscribe, () => (stamp === null ? undefined : previews.get(stamp))) as
    ReplyOf<Calls[K]> | undefined;
}
