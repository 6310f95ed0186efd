import type { Preview } from '@storybook/react-vite';
import { freezeClock, releaseClock } from '@portal/fixtures/clock';
import { DEMO_CUSTOMERS, PERSONA_KEYS, type DemoCustomerKey, type PersonaKey } from '@portal/fixtures';
import { personaSession } from '@portal/fixtures/persona';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { resetAppStore } from '../apps/portal/src/state/appStore';
import { signIn } from '../apps/portal/src/state/session';
import { CHECK_BOTH_THEMES, checkStoryInBothThemes, resetStoryTheme } from './bothThemes';
import { demoDb, startDemoWorker, untilDemoApiAnswered } from './demoApi';
import { isScreenStory, withScreenProviders, withTheme } from './decorators';

// Plays wait for conditions (findBy…, waitFor), never for time. On a busy 2-core machine a render can take longer than
// testing-library's 1 s default, so conditions get 15 s (half a test's 30 s): a CI run failed once on a 5 s wait while
// the runner was busy. A condition that holds returns at once, so passing plays are no slower.
configure({ asyncUtilTimeout: 15_000 });

/** `parameters.persona`: a demo persona, null for signed out; the direct customer by default. */
function personaParameter(value: unknown): PersonaKey | null {
  if (value === null) return null;
  return PERSONA_KEYS.find((key) => key === value) ?? 'direct';
}

/** `parameters.customer`: a demo customer the persona's session starts at (staff or MSP users helping one). */
function customerParameter(value: unknown): string | undefined {
  const key = Object.keys(DEMO_CUSTOMERS).find((name): name is DemoCustomerKey => name === value);
  return key === undefined ? undefined : DEMO_CUSTOMERS[key];
}

const loadDemoWorker = mswLoader(startDemoWorker);

const preview: Preview = {
  tags: ['autodocs'],
  // The demo API (an MSW service worker) answers screen stories; widgets fetch nothing.
  loaders: [(context) => (isScreenStory(context) ? loadDemoWorker(context) : undefined)],
  // The last decorator is the outermost: the theme wraps the app's providers.
  decorators: [withScreenProviders, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour scheme of the Portal theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Every axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { date: /(Date|At|Time)$/ } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Components',
          'Forms',
          'Data Display',
          'Feedback',
          'Navigation',
          'Screens',
        ],
      },
    },
  },
  beforeEach(context) {
    // A fixed clock for every story; a screen also gets a seeded demo API, an empty app store and a signed-in persona.
    freezeClock();
    resetStoryTheme();
    if (isScreenStory(context)) {
      demoDb.reset();
      resetAppStore();
      const persona = personaParameter(context.parameters.persona);
      if (persona !== null) signIn(personaSession(demoDb, persona, customerParameter(context.parameters.customer)));
    }
    return () => releaseClock();
  },
  // The test run (vitest.config.ts) turns addon-a11y's own check off and checks every story in both themes instead.
  async afterEach(context) {
    const { globals, parameters, viewMode } = context;
    if (globals[CHECK_BOTH_THEMES] === true && viewMode === 'story') await checkStoryInBothThemes(parameters.a11y);
    if (isScreenStory(context)) await untilDemoApiAnswered();
  },
};

export default preview;
