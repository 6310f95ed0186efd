import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { ROUTES } from './registry';

const hasPreload = (type: unknown): type is { preload: () => Promise<unknown> } =>
  typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';

/**
 * Starts downloading the chunk of the page that `pathname` opens, if it is a lazy page. A page that cannot be found or
 * fails to download is left to the router, which shows its own loading and error states.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const entry = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, entry: route })),
    pathname,
  )?.at(-1)?.route.entry;
  const page = entry?.page;
  if (!isValidElement(page) || !hasPreload(page.type)) return;
  try {
    await page.type.preload();
  } catch {
    // The router will try again and show the failure.
  }
}
