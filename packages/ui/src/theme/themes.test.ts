import { describe, expect, it } from 'vitest';
import { resolveColorScheme, parseColorSchemePreference } from './colorScheme';
import { contrastRatio } from './contrast';
import { themes } from './themes';
import { INTENTS } from './tokens';

const AA_TEXT = 4.5;

describe.each(Object.values(themes))('$name theme', (theme) => {
  const { background, text, intent } = theme.colors;
  const surfaces = [background.canvas, background.primary, background.secondary, background.elevated];

  it.each(['primary', 'secondary', 'link'] as const)('%s text meets WCAG AA on every surface', (kind) => {
    for (const surface of surfaces) expect(contrastRatio(text[kind], surface)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(INTENTS)('%s intent: contrast text on the fill, and intent text on surfaces and its subtle fill', (name) => {
    const colors = intent[name];
    expect(contrastRatio(colors.contrast, colors.main)).toBeGreaterThanOrEqual(AA_TEXT);
    for (const surface of [...surfaces, colors.subtle]) {
      expect(contrastRatio(colors.text, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('spaces on an 8 px grid', () => {
    expect(theme.spacing(1, 2)).toBe('8px 16px');
    expect(theme.spacing(0.5)).toBe('4px');
    expect(theme.spacing()).toBe('8px');
  });
});

describe('colour scheme preference', () => {
  it('follows the OS unless the user chose', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('reads only known stored values', () => {
    expect(parseColorSchemePreference('dark')).toBe('dark');
    expect(parseColorSchemePreference('neon')).toBe('system');
    expect(parseColorSchemePreference(null)).toBe('system');
  });
});
