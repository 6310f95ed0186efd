import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The unified-portal routes of the specs, as a user types them (query strings are the redirect's business). */
const UNIFIED_PATHS = [
  '/tickets',
  '/tickets/40002',
  '/reports',
  '/logsearch',
  '/logsearch/activity',
  '/logsearch/sources',
  '/logsearch/search/0b6c1f5e-8a2d-4c3b-9e7f-1a2b3c4d5e6f',
  '/installer',
  '/downloads',
  '/data',
  '/data/flow',
  '/data/flow/protocol',
];

/** The name of the component a path's registry entry renders, with the build's unified-portal host as given. */
async function pagesWith(host: string | undefined): Promise<Record<string, string>> {
  vi.resetModules();
  vi.stubEnv('VITE_UNIFIED_PORTAL_URL', host);
  const { ROUTES } = await import('./registry');
  const { ExternalRedirectPage } = await import('./lazyPages');
  const routes = ROUTES.map((entry) => ({ path: entry.path, entry }));
  return Object.fromEntries(
    UNIFIED_PATHS.map((path) => {
      const page: unknown = matchRoutes(routes, path)?.at(-1)?.route.entry.page;
      const type = isValidElement(page) ? page.type : undefined;
      return [path, type === ExternalRedirectPage ? 'redirect' : 'in-portal'];
    }),
  );
}

describe('unified-portal routes', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('redirect every one of them when the build names a unified-portal host', async () => {
    const pages = await pagesWith('https://unified.example.com');
    expect(pages).toEqual(Object.fromEntries(UNIFIED_PATHS.map((path) => [path, 'redirect'])));
  });

  it('are served by this portal when no host is configured (the default, and the demo)', async () => {
    const pages = await pagesWith(undefined);
    expect(pages).toEqual(Object.fromEntries(UNIFIED_PATHS.map((path) => [path, 'in-portal'])));
  });
});
