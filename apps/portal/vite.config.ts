import { createHandlers, DemoDatabase } from '@portal/fixtures';
import { createApiMiddleware, handleDemoIdentityProvider, type Middleware } from '@portal/fixtures/server';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';

/**
 * In `vite dev` and `vite preview` the demo API answers /api/* in-process. It lives only in this config
 * (Node side), so no mock code can reach the production bundle. Load the config with `--configLoader runner`
 * so the workspace's TypeScript packages can be imported here.
 */
function demoApi(): Plugin {
  const connect =
    (handler: Middleware): Connect.NextHandleFunction =>
    (req, res, next) =>
      void handler(req, res, next);
  const api = createApiMiddleware(() => handlers);
  // The demo also plays the identity provider (its authorize URL is the portal's default).
  const middleware = () =>
    connect(async (req, res, next) => {
      if (!handleDemoIdentityProvider(req, res)) await api(req, res, next);
    });
  const handlers = createHandlers(new DemoDatabase());
  return {
    name: 'portal-demo-api',
    apply: () => process.env.VITE_API_ORIGIN === undefined,
    configureServer: (server) => void server.middlewares.use(middleware()),
    configurePreviewServer: (server) => void server.middlewares.use(middleware()),
  };
}

export default defineConfig({
  plugins: [react(), demoApi()],
  // The manifest lets scripts/check-bundle.mjs measure each chunk against its budget. Source maps are written for
  // error tracking to upload, but 'hidden': no `//# sourceMappingURL` comment tells a browser where they are, and
  // they are not published (the deployment serves dist/ without *.map).
  build: { sourcemap: 'hidden', target: 'es2022', manifest: true },
  // React 19 has useSyncExternalStore: SWR's shim for older Reacts is left out (src/api/syncExternalStoreShim.ts).
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/api/syncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  server: { port: 5173 },
});
