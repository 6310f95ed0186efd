import { PortalThemeProvider, Spinner, useColorScheme } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { PortalDataProvider } from './api/PortalDataProvider';
import { SessionGate } from './SessionGate';
import { AppErrorBoundary } from './shell/AppErrorPage';

/**
 * The signed-in portal's code and the code of the page being opened, downloaded together: the first screen then
 * renders in one go, without a second loading state (and React's pause before revealing content after a fallback).
 */
let portalLoading: Promise<typeof import('./PortalRouter')> | undefined;
export function loadPortal() {
  portalLoading ??= import('./PortalRouter').then(
    async (module) => {
      await module.preloadPage(window.location.pathname);
      return module;
    },
    (error: unknown) => {
      // A failed download is tried again on the next render (the error boundary offers a reload meanwhile).
      portalLoading = undefined;
      throw error;
    },
  );
  return portalLoading;
}

const PortalRouter = lazy(async () => ({ default: (await loadPortal()).PortalRouter }));

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
