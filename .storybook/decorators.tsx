import type { Decorator } from '@storybook/react-vite';
import type { PersonaKey } from '@portal/fixtures';
import { MemoryRouter } from 'react-router-dom';
import { PortalDataProvider } from '../apps/portal/src/api/PortalDataProvider';
import { StoryTheme } from './bothThemes';

declare module 'storybook/internal/types' {
  interface Parameters {
    /** Screens: the URL the story's router starts at. */
    route?: string;
    /** Screens: who is signed in (a demo persona), or null for a signed-out story. Default: the direct customer. */
    persona?: PersonaKey | null;
  }
}

/**
 * Screen stories (titled `Screens/…`, in `stories/screens/` and beside the app's pages) run inside the app: its
 * providers, the demo API and a signed-in persona. Every other story is a widget, a foundation or a page of docs,
 * and gets the theme only — what another product that installs @portal/ui gets.
 */
export function isScreenStory({ title }: { title: string }): boolean {
  return title.startsWith('Screens/');
}

/** Every story: the theme and global styles of the toolbar's colour scheme (a test run also checks the other one). */
export const withTheme: Decorator = (Story, context) => (
  <StoryTheme toolbar={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </StoryTheme>
);

/** Screen stories only: a fresh SWR cache (forgotten on logout or switch) and a router at `parameters.route`. */
export const withScreenProviders: Decorator = (Story, context) => {
  if (!isScreenStory(context)) return <Story />;
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    <PortalDataProvider config={{ dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[route]}>
        <Story />
      </MemoryRouter>
    </PortalDataProvider>
  );
};
