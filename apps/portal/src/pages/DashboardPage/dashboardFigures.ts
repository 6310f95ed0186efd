import type { Agent } from '@portal/api';
import { isOnline } from '@portal/ui';
import { unifiedRouteHref } from '../../routing/external';
import { PATHS } from '../../routing/paths';

/** What the Online Endpoints panel says about the agent list. */
export interface EndpointCounts {
  /** Agents, each counted once (the list is held grouped by id). */
  total: number;
  /** Agents that reported within the last 72 hours (portal-core §4). */
  online: number;
  contained: number;
}

/** Counts the agents by id: a repeated id is one endpoint, its last record the one that counts. */
export function countEndpoints(agents: readonly Agent[], now: Date): EndpointCounts {
  const byId = new Map<string, Agent>();
  for (const agent of agents) byId.set(agent.id, agent);
  let online = 0;
  let contained = 0;
  for (const agent of byId.values()) {
    if (isOnline(agent.heartbeat?.createTime ?? null, now)) online += 1;
    if (agent.containment.contained) contained += 1;
  }
  return { total: byId.size, online, contained };
}

/** Monthly Investigations shows 2 decimals when the count is above 1000, otherwise none (portal-core §9). */
export function monthlyInvestigationsDecimals(count: number): number {
  return count > 1000 ? 2 : 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TICKETED_WEEKS = 4;

/**
 * The period of the Ticketed Incidents tile: the 4 weeks before the current one, as first and last day (UTC,
 * YYYY-MM-DD). Weeks start on Monday at midnight UTC, as the incidents histogram keys them.
 */
export function ticketedPeriod(now: Date): { first: string; last: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const weekStart = today - sinceMonday * DAY_MS;
  const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { first: isoDay(weekStart - TICKETED_WEEKS * 7 * DAY_MS), last: isoDay(weekStart - DAY_MS) };
}

/**
 * The downloads page, with the risk id as `id` when the customer has one: this portal's page, or the unified
 * portal's when the build names a unified-portal host.
 */
export function downloadsUrl(riskId: string | null, unifiedConfigured?: boolean): string {
  return unifiedRouteHref(PATHS.downloads, riskId, unifiedConfigured);
}
