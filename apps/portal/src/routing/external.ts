/**
 * Routes that only send the browser to the external unified portal (portal-core §2, portal-onboarding §2.1).
 * Hosts come from the build's environment, with fictional defaults for the demo.
 */
export const EXTERNAL_HOSTS = {
  unifiedPortal: import.meta.env.VITE_UNIFIED_PORTAL_URL ?? 'https://unified.provider.example',
  riskDashboard: import.meta.env.VITE_RISK_DASHBOARD_URL ?? 'https://risk.provider.example',
  awarenessTraining: import.meta.env.VITE_AWARENESS_URL ?? 'https://awareness.provider.example',
  cyberJumpstart: import.meta.env.VITE_CYBER_JUMPSTART_URL ?? 'https://jumpstart.provider.example',
} as const;

/**
 * Whether this build sends the unified-portal routes away. With no host configured (the default, and the demo) the
 * portal serves those pages itself, so the demo has no dead ends; the links that name the unified portal still use
 * the fictional default host above.
 */
export const UNIFIED_PORTAL_CONFIGURED = Boolean(import.meta.env.VITE_UNIFIED_PORTAL_URL);

/** The page a unified-portal route shows: the redirect when a host is configured, else the in-portal page. */
export function inPortalOrUnified<Page>(inPortal: Page, redirect: Page, configured = UNIFIED_PORTAL_CONFIGURED): Page {
  return configured ? redirect : inPortal;
}

/** Where each redirecting route goes on the unified portal. */
export const UNIFIED_PORTAL_PATHS: Record<string, string> = {
  '/tickets': '/tickets',
  '/reports': '/reports',
  '/logsearch': '/log-search',
  '/logsearch/activity': '/log-search/activity',
  '/logsearch/sources': '/log-search/sources',
  '/installer': '/downloads',
  '/downloads': '/downloads',
  '/service-endpoints': '/settings/service-endpoints',
  '/whitelistable-ips': '/settings/allow-list',
  '/data': '/data-explorer/flow',
  '/data/flow': '/data-explorer/flow',
};

/**
 * Mapped routes whose sub-paths all land on the mapped page itself: any other data route goes to the data explorer's
 * flow page (portal-core §2), where an unknown tail would name no page.
 */
const TAIL_DROPPED = new Set(['/data']);

/**
 * The query parameters a redirect forwards: the data-explorer filters (portal-core §2 "Data explorer"), the log
 * search and download choices, the tickets' status filter, paging and the risk `id`. Anything else — `impersonate` above all, which only this
 * portal may act on — stays behind.
 */
export const FORWARDED_QUERY_PARAMETERS: readonly string[] = [
  'id',
  'start',
  'end',
  'event_code',
  'user',
  'origin_user',
  'domain',
  'sort',
  'location',
  'sensor',
  'direction',
  'q',
  'status',
  'platform',
  'page',
];

/**
 * The unified-portal address for a route: the allow-listed query parameters are kept, and the session's risk id is
 * sent as `id` when known (it wins over an `id` in the query). Unknown sub-paths (e.g. /logsearch/search/{id},
 * /data/flow/{type}, /tickets/{id}) keep their tail after the mapped prefix, but for TAIL_DROPPED.
 */
export function unifiedPortalUrl(
  pathname: string,
  search: string,
  riskId: string | null,
  host: string = EXTERNAL_HOSTS.unifiedPortal,
): string {
  const prefix = Object.keys(UNIFIED_PORTAL_PATHS)
    .filter((candidate) => pathname === candidate || pathname.startsWith(`${candidate}/`))
    .sort((a, b) => b.length - a.length)[0];
  const tail = prefix === undefined || TAIL_DROPPED.has(prefix) ? '' : pathname.slice(prefix.length);
  const target = prefix === undefined ? pathname : `${UNIFIED_PORTAL_PATHS[prefix] ?? ''}${tail}`;
  const query = new URLSearchParams(
    [...new URLSearchParams(search)].filter(([name]) => FORWARDED_QUERY_PARAMETERS.includes(name)),
  );
  if (riskId !== null) query.set('id', riskId);
  const text = query.toString();
  return `${host.replace(/\/$/, '')}${target}${text === '' ? '' : `?${text}`}`;
}

/**
 * A link to a unified-portal route that carries the risk id as `id` (e.g. the agent downloads): the unified portal
 * when the build names its host, else this portal's own page, so the demo never links to a dead end.
 */
export function unifiedRouteHref(path: string, riskId: string | null, configured = UNIFIED_PORTAL_CONFIGURED): string {
  if (configured) return unifiedPortalUrl(path, '', riskId);
  return riskId ? `${path}?${new URLSearchParams({ id: riskId }).toString()}` : path;
}
