import type { Decorator } from '@storybook/react-vite';
import { PortalThemeProvider } from '@portal/ui';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';

declare module 'storybook/internal/types' {
  interface Parameters {
    /** The URL a story's router starts at. */
    route?: string;
  }
}

/** Theme + global styles from the toolbar, a fresh SWR cache and a router, around every story. */
export const withPortalProviders: Decorator = (Story, context) => {
  const colorScheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    <PortalThemeProvider colorScheme={colorScheme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[route]}>
          <Story />
        </MemoryRouter>
      </SWRConfig>
    </PortalThemeProvider>
  );
};
