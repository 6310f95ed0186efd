import type {} from './styled';
export * from './tokens';
export { lightTheme, darkTheme, themes } from './themes';
export { GlobalStyle } from './GlobalStyle';
export { PortalThemeProvider, type PortalThemeProviderProps } from './PortalThemeProvider';
export { useColorScheme, type ColorSchemeState } from './useColorScheme';
export {
  resolveColorScheme,
  parseColorSchemePreference,
  COLOR_SCHEME_STORAGE_KEY,
  type ColorSchemePreference,
} from './colorScheme';
export { contrastRatio, relativeLuminance } from './contrast';
export { controlStyles } from './mixins';
