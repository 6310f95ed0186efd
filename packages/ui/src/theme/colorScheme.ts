import type { ColorScheme } from './tokens';

/** What the user chose: a fixed scheme, or follow the operating system. */
export type ColorSchemePreference = ColorScheme | 'system';

export const COLOR_SCHEME_STORAGE_KEY = 'portal.colorScheme';

export function resolveColorScheme(preference: ColorSchemePreference, systemPrefersDark: boolean): ColorScheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function parseColorSchemePreference(value: string | null): ColorSchemePreference {
  return value === 'light' || value === 'dark' ? value : 'system';
}
