import { palette } from './palette';
import type { IntentColors, PortalTheme } from './tokens';

const GRID = 8;
const spacing = (...units: number[]): string =>
  (units.length === 0 ? [1] : units).map((unit) => `${unit * GRID}px`).join(' ');

const shared = {
  typography: {
    fontFamily: "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontFamilyMono: "'JetBrains Mono', SFMono-Regular, Menlo, Consolas, monospace",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  spacing,
  gridSize: GRID,
  radii: { sm: '4px', md: '6px', lg: '12px', pill: '999px' },
  zIndex: { base: 0, sticky: 10, dropdown: 100, overlay: 200, modal: 300, toast: 400, tooltip: 500 },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
  sizes: {
    control: { sm: '28px', md: '36px', lg: '44px' },
    icon: { sm: '14px', md: '16px', lg: '20px' },
    border: '1px',
    focusRing: '2px',
    tooltipWidth: '300px',
    contentMaxWidth: '1440px',
  },
  breakpoints: { sm: '576px', md: '768px', lg: '1024px', xl: '1440px' },
} satisfies Omit<PortalTheme, 'name' | 'colors' | 'shadows'>;

const intent = (colors: IntentColors): IntentColors => colors;

export const lightTheme: PortalTheme = {
  ...shared,
  name: 'light',
  colors: {
    intent: {
      primary: intent({
        main: palette.blue.main,
        shade: palette.blue.dark,
        text: palette.blue.dark,
        border: palette.blue.main,
        contrast: palette.white,
        subtle: palette.blue.light,
      }),
      neutral: intent({
        main: palette.gray[1],
        shade: palette.gray[2],
        text: palette.gray[9],
        border: palette.gray[3],
        contrast: palette.gray[9],
        subtle: palette.gray[0],
      }),
      success: intent({
        main: palette.green.main,
        shade: palette.green.dark,
        text: palette.green.dark,
        border: palette.green.main,
        contrast: palette.white,
        subtle: palette.green.light,
      }),
      info: intent({
        main: palette.cyan.dark,
        shade: palette.cyan.dark,
        text: palette.cyan.dark,
        border: palette.cyan.main,
        contrast: palette.white,
        subtle: palette.cyan.light,
      }),
      warning: intent({
        main: palette.amber.main,
        shade: palette.amber.dark,
        text: palette.amber.dark,
        border: palette.amber.main,
        contrast: palette.gray[9],
        subtle: palette.amber.light,
      }),
      danger: intent({
        main: palette.red.main,
        shade: palette.red.dark,
        text: palette.red.dark,
        border: palette.red.main,
        contrast: palette.white,
        subtle: palette.red.light,
      }),
      unknown: intent({
        main: palette.gray[6],
        shade: palette.gray[7],
        text: palette.gray[7],
        border: palette.gray[4],
        contrast: palette.white,
        subtle: palette.gray[1],
      }),
    },
    background: {
      canvas: palette.gray[0],
      primary: palette.white,
      secondary: palette.gray[0],
      elevated: palette.white,
      hover: palette.gray[1],
    },
    text: {
      primary: palette.gray[9],
      secondary: palette.gray[6],
      disabled: palette.gray[5],
      link: palette.blue.main,
      inverse: palette.white,
    },
    border: { weak: palette.gray[1], medium: palette.gray[2], strong: palette.gray[4] },
    focus: palette.blue.main,
    overlay: 'rgba(31, 35, 40, 0.5)',
  },
  shadows: {
    sm: '0 1px 2px rgba(31, 35, 40, 0.08)',
    md: '0 3px 12px rgba(31, 35, 40, 0.15)',
    lg: '0 8px 24px rgba(31, 35, 40, 0.2)',
  },
};

export const darkTheme: PortalTheme = {
  ...shared,
  name: 'dark',
  colors: {
    intent: {
      primary: intent({
        main: palette.blue.night,
        shade: palette.blue.dark,
        text: palette.blue.glow,
        border: palette.blue.glow,
        contrast: palette.white,
        subtle: palette.blue.deep,
      }),
      neutral: intent({
        main: palette.night[6],
        shade: palette.night[5],
        text: palette.night[0],
        border: palette.night[4],
        contrast: palette.night[0],
        subtle: palette.night[7],
      }),
      success: intent({
        main: palette.green.night,
        shade: palette.green.dark,
        text: palette.green.glow,
        border: palette.green.glow,
        contrast: palette.white,
        subtle: palette.green.deep,
      }),
      info: intent({
        main: palette.cyan.night,
        shade: palette.cyan.dark,
        text: palette.cyan.glow,
        border: palette.cyan.glow,
        contrast: palette.white,
        subtle: palette.cyan.deep,
      }),
      warning: intent({
        main: palette.amber.glow,
        shade: palette.amber.night,
        text: palette.amber.glow,
        border: palette.amber.glow,
        contrast: palette.night[9],
        subtle: palette.amber.deep,
      }),
      danger: intent({
        main: palette.red.night,
        shade: palette.red.dark,
        text: palette.red.glow,
        border: palette.red.glow,
        contrast: palette.white,
        subtle: palette.red.deep,
      }),
      unknown: intent({
        main: palette.night[3],
        shade: palette.night[4],
        text: palette.night[1],
        border: palette.night[3],
        contrast: palette.white,
        subtle: palette.night[6],
      }),
    },
    background: {
      canvas: palette.night[9],
      primary: palette.night[8],
      secondary: palette.night[7],
      elevated: palette.night[7],
      hover: palette.night[6],
    },
    text: {
      primary: palette.night[0],
      secondary: palette.night[2],
      disabled: palette.night[3],
      link: palette.blue.glow,
      inverse: palette.night[9],
    },
    border: { weak: palette.night[6], medium: palette.night[5], strong: palette.night[3] },
    focus: palette.blue.glow,
    overlay: 'rgba(1, 4, 9, 0.7)',
  },
  shadows: {
    sm: '0 1px 2px rgba(1, 4, 9, 0.6)',
    md: '0 3px 12px rgba(1, 4, 9, 0.7)',
    lg: '0 8px 24px rgba(1, 4, 9, 0.8)',
  },
};

export const themes = { light: lightTheme, dark: darkTheme } as const;
