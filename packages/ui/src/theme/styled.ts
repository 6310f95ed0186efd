import type { PortalTheme } from './tokens';

/** Types `props.theme` in every styled component of this package and of apps that use the Portal theme. */
declare module 'styled-components' {
  export interface DefaultTheme extends PortalTheme {}
}

export {};
