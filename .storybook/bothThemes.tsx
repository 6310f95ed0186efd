import { PortalThemeProvider, type ColorScheme } from '@portal/ui';
import axe from 'axe-core';
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';

/*
 * One run of every story checks both colour schemes: the play runs once, in light, and its final screen is then
 * checked by axe in light and again in dark (the same state, re-rendered in the other theme). Replaying every play
 * in dark tested the same logic a second time and was half of the story run (measured in the README's CI table).
 */

/** `globals.checkBothThemes` (set by the test run, vitest.config.ts): the afterEach below checks both themes. */
export const CHECK_BOTH_THEMES = 'checkBothThemes';

let override: ColorScheme | null = null;
/** The theme the story last rendered in. */
let committedScheme: ColorScheme | null = null;
const listeners = new Set<() => void>();
const rendered = new Set<(scheme: ColorScheme) => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readOverride = () => override;

function setOverride(scheme: ColorScheme | null) {
  override = scheme;
  for (const listener of listeners) listener();
}

/** The story's theme: the toolbar's, unless a check has switched it for this story. */
export function StoryTheme({ toolbar, children }: { toolbar: ColorScheme; children: ReactNode }) {
  const scheme = useSyncExternalStore(subscribe, readOverride) ?? toolbar;
  useLayoutEffect(() => {
    committedScheme = scheme;
    for (const settle of rendered) settle(scheme);
  }, [scheme]);
  return <PortalThemeProvider colorScheme={scheme}>{children}</PortalThemeProvider>;
}

/** Before each story: the toolbar's theme again. */
export function resetStoryTheme(): void {
  if (override !== null) setOverride(null);
}

const SWITCH_TIMEOUT_MS = 10_000;

/** Re-renders the story in `scheme` and resolves once React has committed it (styles are in by then). */
function switchStoryTheme(scheme: ColorScheme): Promise<void> {
  if (committedScheme === scheme) {
    setOverride(scheme);
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const settle = (committed: ColorScheme) => {
      if (committed !== scheme) return;
      done();
      resolve();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`The story did not re-render in the ${scheme} theme within ${String(SWITCH_TIMEOUT_MS)} ms.`));
    }, SWITCH_TIMEOUT_MS);
    function done() {
      clearTimeout(timer);
      rendered.delete(settle);
    }
    rendered.add(settle);
    setOverride(scheme);
  });
}

/** The story's `parameters.a11y`, as far as this check uses it (the same fields addon-a11y reads). */
interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: axe.Spec;
  options?: axe.RunOptions;
}

const isA11yParameter = (value: unknown): value is A11yParameter => typeof value === 'object' && value !== null;

// As addon-a11y: landmarks are not expected in a story, and Storybook's own elements are not the story's.
const DISABLED_RULES: axe.Rule[] = [{ id: 'region', enabled: false }];
const STORYBOOK_ELEMENTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * The rules whose result can change with the theme. A theme changes colours only: the elements, their roles, names,
 * sizes and visibility are the same in both, so the second theme's pass runs only the rules that read colours (the
 * first theme runs every rule).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violationsNow(a11y: A11yParameter, onlyColourRules: boolean): Promise<axe.Result[]> {
  axe.reset();
  axe.configure({ ...a11y.config, rules: [...DISABLED_RULES, ...(a11y.config?.rules ?? [])] });
  // Only violations are read: axe then builds the full node list (selectors, HTML) for violations alone, not for every
  // passing and inapplicable node (measured on the 11 onboarding cloud stories: axe's time 11.6 → 11.0 s, both themes).
  const options: axe.RunOptions = { resultTypes: ['violations'], ...a11y.options };
  const runOptions: axe.RunOptions =
    onlyColourRules && options.runOnly === undefined
      ? { ...options, runOnly: { type: 'rule', values: COLOUR_RULES } }
      : options;
  const result = await axe.run({ include: document.body, exclude: STORYBOOK_ELEMENTS }, runOptions);
  return result.violations;
}

const describeViolation = ({ id, impact, help, nodes }: axe.Result) =>
  `  ${id} (${impact ?? 'unknown impact'}): ${help}\n${nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')}`;

// Colours switch at once: a transition would let axe read a colour half-way between the two themes.
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/**
 * After a story's play: axe in light, then its colour rules in dark. Any violation fails the story, naming the theme, the rule and
 * the elements. Skipped where the story turns its accessibility test off, as addon-a11y does.
 */
export async function checkStoryInBothThemes(parameter: unknown): Promise<void> {
  const a11y = isA11yParameter(parameter) ? parameter : {};
  if (a11y.disable === true || a11y.test === 'off') return;
  const noTransitions = document.createElement('style');
  noTransitions.textContent = NO_TRANSITIONS;
  document.head.append(noTransitions);
  try {
    const failures: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await switchStoryTheme(scheme);
      const violations = await violationsNow(a11y, scheme === 'dark');
      if (violations.length > 0 && a11y.test !== 'todo') {
        failures.push(`In the ${scheme} theme:\n${violations.map(describeViolation).join('\n')}`);
      }
    }
    if (failures.length > 0) throw new Error(`Accessibility violations (axe):\n${failures.join('\n')}`);
  } finally {
    noTransitions.remove();
  }
}
