import type { Decorator } from '@storybook/react-vite';
import type { PersonaKey } from '@portal/fixtures';
import { PortalThemeProvider } from '@portal/ui';
import { MemoryRouter } from 'react-router-dom';
import { PortalDataProvider } from '../apps/portal/src/api/PortalDataProvider';

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
      <PortalDataProvider config={{ dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[route]}>
          <Story />
        </MemoryRouter>
      </PortalDataProvider>
    </PortalThemeProvider>
  );
};
