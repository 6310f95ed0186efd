/** The vocabulary of the design system: intents, sizes and the shape of a theme. */
export const INTENTS = ['primary', 'neutral', 'success', 'info', 'warning', 'danger', 'unknown'] as const;
export type Intent = (typeof INTENTS)[number];

export const SIZES = ['sm', 'md', 'lg'] as const;
export type Size = (typeof SIZES)[number];

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** One intent, Grafana-style: a solid fill, its hover shade, readable text, a border and text on the fill. */
export interface IntentColors {
  main: string;
  shade: string;
  text: string;
  border: string;
  contrast: string;
  /** A quiet fill for badges, banners and selected rows. */
  subtle: string;
}

export interface PortalTheme {
  name: ColorScheme;
  colors: {
    intent: Record<Intent, IntentColors>;
    background: { canvas: string; primary: string; secondary: string; elevated: string; hover: string };
    text: { primary: string; secondary: string; disabled: string; link: string; inverse: string };
    border: { weak: string; medium: string; strong: string };
    focus: string;
    overlay: string;
  };
  typography: {
    fontFamily: string;
    fontFamilyMono: string;
    size: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>;
    weight: Record<'regular' | 'medium' | 'bold', number>;
    lineHeight: Record<'tight' | 'normal', number>;
  };
  /** 8 px grid: `spacing(1, 2)` → '8px 16px'; halves allowed. */
  spacing: (...units: number[]) => string;
  gridSize: number;
  radii: Record<'sm' | 'md' | 'lg' | 'pill', string>;
  shadows: Record<'sm' | 'md' | 'lg', string>;
  zIndex: Record<'base' | 'sticky' | 'dropdown' | 'overlay' | 'modal' | 'toast' | 'tooltip', number>;
  motion: { duration: Record<'fast' | 'normal' | 'slow', string>; easing: Record<'standard', string> };
  sizes: {
    control: Record<Size, string>;
    icon: Record<Size, string>;
    border: string;
    focusRing: string;
    tooltipWidth: string;
    contentMaxWidth: string;
  };
  breakpoints: Record<'sm' | 'md' | 'lg' | 'xl', string>;
}
