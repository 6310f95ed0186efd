import { PortalThemeProvider, useColorScheme } from '@portal/ui';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createPortalCache } from './api/cache';
import { routes } from './routes';
import { SessionGate } from './SessionGate';

const router = createBrowserRouter(routes);
const cache = createPortalCache();

export function App() {
  const { colorScheme } = useColorScheme();
  return (
    <PortalThemeProvider colorScheme={colorScheme}>
      <SWRConfig value={{ provider: () => cache }}>
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
      </SWRConfig>
    </PortalThemeProvider>
  );
}
