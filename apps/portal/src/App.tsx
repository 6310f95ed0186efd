import { PortalThemeProvider, useColorScheme } from '@portal/ui';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PortalDataProvider } from './api/PortalDataProvider';
import { routes } from './routes';
import { SessionGate } from './SessionGate';
import { AppErrorBoundary } from './shell/AppErrorPage';

const router = createBrowserRouter(routes);

export function App() {
  const { colorScheme } = useColorScheme();
  return (
    <PortalThemeProvider colorScheme={colorScheme}>
      <AppErrorBoundary>
        <PortalDataProvider>
          <SessionGate>
            <RouterProvider router={router} />
          </SessionGate>
        </PortalDataProvider>
      </AppErrorBoundary>
    </PortalThemeProvider>
  );
}
