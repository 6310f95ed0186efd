/**
 * What SWR imports as `use-sync-external-store/shim` in the production build (vite.config.ts). The shim backfills
 * `useSyncExternalStore` for React 17 and earlier; with React 19 it hands over React's own, so the portal uses that
 * directly, and the 0.3 kB gzip of the shim's fallback leave what a signed-out visitor downloads.
 */
export { useSyncExternalStore } from 'react';
