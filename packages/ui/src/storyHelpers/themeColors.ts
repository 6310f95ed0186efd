import { themes } from '../theme';
import type { PortalTheme } from '../theme/tokens';

/**
 * The theme a story renders in: the toolbar's `globals.theme` (the story tests run once with 'light' and once with
 * 'dark'), so a play can compare what it sees with the current theme's tokens.
 */
export function storyTheme(globals: { theme?: unknown }): PortalTheme {
  return globals.theme === 'dark' ? themes.dark : themes.light;
}

/**
 * A CSS colour as the browser computes it ('#0969da' → 'rgb(9, 105, 218)'), to compare a token with
 * getComputedStyle(). Throws for a value the browser does not read as a colour, so a typo cannot match by accident.
 */
export function cssColor(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  if (probe.style.color === '') throw new Error(`Not a CSS colour: ${value}`);
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}
