import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * In `vite dev` and `vite preview` the demo API answers /api/* in-process. It lives only in this
 * config (Node side), so no mock code can reach the production bundle.
 */
function demoApi(): Plugin {
  const mount = async (use: (handler: import('@portal/fixtures/server').Middleware) => void) => {
    const { DemoDatabase, createHandlers } = await import('@portal/fixtures');
    const { createApiMiddleware } = await import('@portal/fixtures/server');
    const handlers = createHandlers(new DemoDatabase());
    use(createApiMiddleware(() => handlers));
  };
  return {
    name: 'portal-demo-api',
    apply: () => process.env.VITE_API_ORIGIN === undefined,
    configureServer: (server) => mount((handler) => server.middlewares.use(handler)),
    configurePreviewServer: (server) => mount((handler) => server.middlewares.use(handler)),
  };
}

export default defineConfig({
  plugins: [react(), demoApi()],
  build: { sourcemap: true, target: 'es2022' },
  server: { port: 5173 },
});
