/**
 * Raw colour scales. Only the themes read these; components read semantic tokens.
 * Values are chosen so every text/background pair in the themes meets WCAG AA (see themes.test.ts).
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray: {
    0: '#f6f8fa',
    1: '#eaeef2',
    2: '#d0d7de',
    3: '#afb8c1',
    4: '#8c959f',
    5: '#6e7781',
    6: '#57606a',
    7: '#424a53',
    8: '#32383f',
    9: '#1f2328',
  },
  night: {
    0: '#e6edf3',
    1: '#b7bdc8',
    2: '#9198a1',
    3: '#656c76',
    4: '#3d444d',
    5: '#30363d',
    6: '#262c36',
    7: '#212830',
    8: '#151b23',
    9: '#0d1117',
  },
  blue: { light: '#ddf4ff', main: '#0969da', dark: '#0550ae', night: '#1f6feb', glow: '#4493f8', deep: '#0a2250' },
  green: { light: '#dafbe1', main: '#1a7f37', dark: '#116329', night: '#238636', glow: '#3fb950', deep: '#0f3d1d' },
  amber: { light: '#fff8c5', main: '#bf8700', dark: '#7d4e00', night: '#9e6a03', glow: '#d29922', deep: '#3b2a05' },
  red: { light: '#ffebe9', main: '#cf222e', dark: '#a40e26', night: '#d1242f', glow: '#ff6a61', deep: '#3d0d12' },
  cyan: { light: '#dff7fb', main: '#0a7ea4', dark: '#06607d', night: '#1b7c9c', glow: '#39c5e0', deep: '#0b3542' },
} as const;
