import { useCallback, useSyncExternalStore } from 'react';
import {
  COLOR_SCHEME_STORAGE_KEY,
  parseColorSchemePreference,
  resolveColorScheme,
  type ColorSchemePreference,
} from './colorScheme';
import type { ColorScheme } from './tokens';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const PREFERENCE_EVENT = 'portal:color-scheme';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  window.addEventListener('storage', onChange);
  window.addEventListener(PREFERENCE_EVENT, onChange);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onChange);
    window.removeEventListener(PREFERENCE_EVENT, onChange);
  };
}

const readPreference = (): ColorSchemePreference =>
  parseColorSchemePreference(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY));
const readSystemDark = (): boolean => window.matchMedia(DARK_QUERY).matches;

export interface ColorSchemeState {
  /** The scheme to render. */
  colorScheme: ColorScheme;
  /** What the user picked ('system' follows the OS). */
  preference: ColorSchemePreference;
  setPreference: (preference: ColorSchemePreference) => void;
}

/** Follows the OS preference unless the user picked a scheme; the choice is remembered in localStorage. */
export function useColorScheme(): ColorSchemeState {
  const preference = useSyncExternalStore(subscribe, readPreference, () => 'system' as const);
  const systemDark = useSyncExternalStore(subscribe, readSystemDark, () => false);
  const setPreference = useCallback((next: ColorSchemePreference) => {
    if (next === 'system') window.localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
    else window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, next);
    window.dispatchEvent(new Event(PREFERENCE_EVENT));
  }, []);
  return { colorScheme: resolveColorScheme(preference, systemDark), preference, setPreference };
}
