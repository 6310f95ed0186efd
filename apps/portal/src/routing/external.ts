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
 * The unified-portal address for a route: the query string is kept and the risk id added as `id` when known.
 * Unknown sub-paths (e.g. /logsearch/search/{id}, /data/flow/{type}) keep their tail after the mapped prefix.
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
  const target =
    prefix === undefined ? pathname : `${UNIFIED_PORTAL_PATHS[prefix] ?? ''}${pathname.slice(prefix.length)}`;
  const query = new URLSearchParams(search);
  if (riskId !== null && !query.has('id')) query.set('id', riskId);
  const text = query.toString();
  return `${host.replace(/\/$/, '')}${target}${text === '' ? '' : `?${text}`}`;
}
