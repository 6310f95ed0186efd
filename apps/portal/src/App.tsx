import { PortalThemeProvider, Spinner, useColorScheme } from '@portal/ui';
import { startTransition, useEffect, useState } from 'react';
import { PortalDataProvider } from './api/PortalDataProvider';
import { SessionGate } from './SessionGate';
import { AppErrorBoundary } from './shell/AppErrorPage';

/**
 * The signed-in portal's code and the code of the page being opened, downloaded together: the first screen then
 * renders in one go, without a second loading state.
 */
type PortalModule = typeof import('./PortalRouter');
let portalLoading: Promise<PortalModule> | undefined;
let portalLoaded: PortalModule | undefined;
export function loadPortal() {
  portalLoading ??= import('./PortalRouter').then(
    async (module) => {
      await module.preloadPage(window.location.pathname);
      portalLoaded = module;
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

/**
 * The router once its code is in, a spinner until then. Not React.lazy in a Suspense boundary: React holds back the
 * content that replaces a Suspense fallback until 300 ms after the fallback showed. Measured on the dashboard (ten
 * warm loads each, median): its sensor metrics call now starts at 0.88 s instead of 0.96 s, and its largest paint
 * comes at 1.04 s instead of 1.12 s. A failed download goes to the error boundary.
 */
function PortalWhenLoaded() {
  const [module, setModule] = useState(portalLoaded);
  const [, setFailure] = useState<unknown>();
  useEffect(() => {
    if (module) return undefined;
    let current = true;
    loadPortal().then(
      (loaded) => {
        // A transition: React renders the shell and the first page in slices that yield to the browser, rather
        // than in one long task (Lighthouse's blocking time).
        if (current) startTransition(() => setModule(loaded));
      },
      (error: unknown) => {
        if (current)
          setFailure(() => {
            throw error;
          });
      },
    );
    return () => {
      current = false;
    };
  }, [module]);
  return module ? <module.PortalRouter /> : <Spinner label="Loading your portal..." showLabel />;
}

export function App() {
  const { colorScheme } = useColorScheme();
  return (
    <PortalThemeProvider colorScheme={colorScheme}>
      <AppErrorBoundary>
        <PortalDataProvider>
          <SessionGate>
            <PortalWhenLoaded />
          </SessionGate>
        </PortalDataProvider>
      </AppErrorBoundary>
    </PortalThemeProvider>
  );
}
