/** Minutes before dashboard data is refetched (portal-core §9: the spec leaves the unit out; minutes it is). */
export const STALENESS_MINUTES = {
  countryFlows: 15,
  incidents: 5,
  sensorMetrics: 5,
  metricsSummary: 10,
  agents: 10,
} as const;

/** How often a running log search or export is polled until it completes. */
export const LOG_SEARCH_POLL_MS = 2000;

export const minutes = (value: number): number => value * 60_000;
