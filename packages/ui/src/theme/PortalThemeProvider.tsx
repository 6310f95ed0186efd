import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes } from './themes';
import type { ColorScheme } from './tokens';

export interface PortalThemeProviderProps {
  /** The colour scheme to render; see `useColorScheme` to follow the OS preference with a user override. */
  colorScheme: ColorScheme;
  /** Inject body/font/focus styles. Turn off when embedding widgets into a page that owns its global styles. */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

export function PortalThemeProvider({ colorScheme, withGlobalStyle = true, children }: PortalThemeProviderProps) {
  return (
    <ThemeProvider theme={themes[colorScheme]}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
