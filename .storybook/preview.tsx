import type { Preview } from '@storybook/react-vite';
import { freezeClock, releaseClock } from '@portal/fixtures/clock';
import { PERSONA_KEYS, type PersonaKey } from '@portal/fixtures';
import { personaSession } from '@portal/fixtures/persona';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { resetAppStore } from '../apps/portal/src/state/appStore';
import { signIn } from '../apps/portal/src/state/session';
import { demoDb, startDemoWorker } from './demoApi';
import { withPortalProviders } from './decorators';

// Plays wait for conditions (findBy…, waitFor), never for time. On a busy 2-core machine a render can take longer than
// testing-library's 1 s default, so conditions get 5 s; a condition that holds returns at once, so passing plays are
// no slower.
configure({ asyncUtilTimeout: 5000 });

/** `parameters.persona`: a demo persona, null for signed out; the direct customer by default. */
function personaParameter(value: unknown): PersonaKey | null {
  if (value === null) return null;
  return PERSONA_KEYS.find((key) => key === value) ?? 'direct';
}

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startDemoWorker)],
  decorators: [withPortalProviders],
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
  beforeEach({ parameters }) {
    // A fixed clock, a seeded demo API, an empty app store and a signed-in persona: every story starts the same.
    freezeClock();
    demoDb.reset();
    resetAppStore();
    const persona = personaParameter(parameters.persona);
    if (persona !== null) signIn(personaSession(demoDb, persona));
    return () => releaseClock();
  },
};

export default preview;
