import type { Decorator } from '@storybook/react-vite';
import type { PersonaKey } from '@portal/fixtures';
import { PortalThemeProvider } from '@portal/ui';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createPortalCache } from '../apps/portal/src/api/cache';

declare module 'storybook/internal/types' {
  interface Parameters {
    /** The URL a story's router starts at. */
    route?: string;
    /** Who is signed in (a demo persona), or null for a signed-out story. Default: the direct customer. */
    persona?: PersonaKey | null;
  }
}

/** Theme + global styles from the toolbar, a fresh SWR cache (forgotten on logout or switch) and a router. */
export const withPortalProviders: Decorator = (Story, context) => {
  const colorScheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    <PortalThemeProvider colorScheme={colorScheme}>
      <SWRConfig value={{ provider: createPortalCache, dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[route]}>
          <Story />
        </MemoryRouter>
      </SWRConfig>
    </PortalThemeProvider>
  );
};
