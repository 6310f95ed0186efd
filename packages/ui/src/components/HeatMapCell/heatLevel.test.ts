import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../theme/contrast';
import { themes } from '../../theme/themes';
import { HEAT_LEVELS, heatLevel, heatMixPercent } from './heatLevel';

/** The sRGB mix CSS `color-mix(in srgb, fill p%, transparent)` paints over a surface (alpha compositing). */
function composite(fill: string, surface: string, percent: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const top = channels(fill);
  const bottom = channels(surface);
  const mixed = top.map((value, index) => Math.round((value * percent + (bottom[index] ?? 0) * (100 - percent)) / 100));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

describe('heatLevel', () => {
  it('is 0 for nothing and the top step for the largest count', () => {
    expect(heatLevel(0, 100)).toBe(0);
    expect(heatLevel(5, 0)).toBe(0);
    expect(heatLevel(Number.NaN, 10)).toBe(0);
    expect(heatLevel(100, 100)).toBe(HEAT_LEVELS);
    expect(heatLevel(1, 1_000_000)).toBe(1);
  });

  it('never decreases as the count grows, and stays within the steps', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), fc.integer({ min: 1, max: 1e9 }), (a, b, max) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowLevel = heatLevel(low, max);
        expect(lowLevel).toBeLessThanOrEqual(heatLevel(high, max));
        expect(lowLevel).toBeGreaterThanOrEqual(low > 0 ? 1 : 0);
        expect(heatLevel(high, max)).toBeLessThanOrEqual(HEAT_LEVELS);
      }),
    );
  });
});

describe.each(Object.values(themes))('heat colours in the $name theme', (theme) => {
  it('keep primary text readable (WCAG AA) on every step, over the table and a hovered row', () => {
    for (const surface of [theme.colors.background.primary, theme.colors.background.hover]) {
      for (let level = 0; level <= HEAT_LEVELS; level += 1) {
        const fill = composite(theme.colors.intent.primary.border, surface, heatMixPercent(level));
        expect(contrastRatio(theme.colors.text.primary, fill)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
