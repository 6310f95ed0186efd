import type { ReadCallName } from '@portal/api';
import { preloadApi } from '../api/useApi';

/**
 * The reads a page makes as it opens, for the pages whose first screen waits on a large one. Started by the page's
 * module when the router loads it (a navigation inside the portal), and on a reload or a typed address by main.tsx
 * as soon as the customer is known, without waiting for the router's and the page's code: measured on the 100,000-agent
 * endpoint page, the agents were asked for about 370 ms after the user info had answered, the time it took to download
 * and run those two chunks. Kept out of the router's chunk so main.tsx can use it before that chunk arrives; the paths
 * are written out rather than read from PATHS, which would add the whole path table to what a signed-out visitor
 * downloads (0.6 kB gzip over the sign-in budget). A test holds each one to its PATHS entry.
 */
const PAGE_DATA: Readonly<Record<string, readonly ReadCallName[]>> = {
  // The calls of the two panels every customer sees: Online Endpoints and Coverage Score.
  '/dashboard': ['agents', 'metricsSummary'],
  // The agents list: 50 MB for the largest customers.
  '/dashboard/endpoints': ['agents'],
  // The sensor metrics: 5 MB for 500 sensors.
  '/dashboard/sensors': ['sensorMetrics'],
};

/** Starts the first reads of the page at `pathname` (exact path, a trailing slash ignored), if it has any listed. */
export function preloadPageData(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const name of PAGE_DATA[path] ?? []) preloadApi(name, {});
}

/** The pages listed above, for the test that holds them to the route table. */
export const PAGES_WITH_DATA: readonly string[] = Object.keys(PAGE_DATA);
