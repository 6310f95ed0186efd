import { PortalThemeProvider, Spinner, useColorScheme } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { PortalDataProvider } from './api/PortalDataProvider';
import { SessionGate } from './SessionGate';
import { AppErrorBoundary } from './shell/AppErrorPage';

const PortalRouter = lazy(async () => ({ default: (await import('./PortalRouter')).PortalRouter }));

export function App() {
  const { colorScheme } = useColorScheme();
  return (
    <PortalThemeProvider colorScheme={colorScheme}>
      <AppErrorBoundary>
        <PortalDataProvider>
          <SessionGate>
            <Suspense fallback={<Spinner label="Loading your portal..." showLabel />}>
              <PortalRouter />
            </Suspense>
          </SessionGate>
        </PortalDataProvider>
      </AppErrorBoundary>
    </PortalThemeProvider>
  );
}
