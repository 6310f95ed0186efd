import type { Agent } from '@portal/api';
import { agentToEndpointRow, isListed, isRowComplete, type EndpointRow } from '@portal/ui';

/** portal-core §4, §9: incomplete rows are re-fetched by id every 3 seconds until 30 seconds have passed. */
export const MISSING_ROW_POLL_MS = 3000;
export const MISSING_ROW_DEADLINE_MS = 30_000;

/** The warning once the deadline has passed with rows still missing (portal-core §4, verbatim). */
export function missingEndpointsText(count: number): string {
  return `${count} missing endpoint(s). Try refreshing the page to load the missing endpoints.`;
}

/** The agents held by id (portal-core §3), the table rows built from them, and what is still being completed. */
export interface EndpointLoad {
  /** Agent ids in the order the list answered them; the rows keep that order. */
  order: readonly string[];
  agents: ReadonlyMap<string, Agent>;
  /** Rows of the listed agents (no query in progress, a heartbeat time). */
  rows: readonly EndpointRow[];
  /** Agents still to complete: a query in progress, or a listed row missing a field. Re-fetched by id. */
  pendingIds: readonly string[];
  /** Complete rows over all rows, percent; an agent whose query is in progress counts as an incomplete row. */
  progress: number;
}

// One row per agent object: a re-fetch that changes a few agents rebuilds only their rows, so the others keep their
// identity (the table's memoised rows and cached sort orders stay valid for them).
const rowsByAgent = new WeakMap<Agent, EndpointRow>();

function rowOf(agent: Agent, now: Date): EndpointRow {
  let row = rowsByAgent.get(agent);
  if (!row) {
    row = agentToEndpointRow(agent, now);
    rowsByAgent.set(agent, row);
  }
  return row;
}

function build(order: readonly string[], agents: ReadonlyMap<string, Agent>, now: Date): EndpointLoad {
  const rows: EndpointRow[] = [];
  const pendingIds: string[] = [];
  for (const id of order) {
    const agent = agents.get(id);
    if (!agent) continue;
    if (isListed(agent)) {
      const row = rowOf(agent, now);
      rows.push(row);
      if (!isRowComplete(row)) pendingIds.push(id);
    } else if (agent.queryInProgress) {
      pendingIds.push(id);
    }
  }
  const total = rows.length + pendingIds.filter((id) => agents.get(id)?.queryInProgress === true).length;
  const progress = total === 0 ? 100 : ((total - pendingIds.length) / total) * 100;
  return { order, agents, rows, pendingIds, progress };
}

/** The load of a fresh agent list. */
export function loadFromList(list: readonly Agent[], now: Date): EndpointLoad {
  const agents = new Map<string, Agent>();
  const order: string[] = [];
  for (const agent of list) {
    if (!agents.has(agent.id)) order.push(agent.id);
    agents.set(agent.id, agent);
  }
  return build(order, agents, now);
}

/**
 * Takes the agents a by-id re-fetch answered. Only agents already held are taken (one removed meanwhile stays
 * removed); when nothing changed the same load comes back, so the table does not re-render every 3 seconds.
 */
export function applyRefetch(load: EndpointLoad, updates: readonly Agent[], now: Date): EndpointLoad {
  let agents: Map<string, Agent> | null = null;
  for (const update of updates) {
    const held = load.agents.get(update.id);
    if (held === undefined || JSON.stringify(held) === JSON.stringify(update)) continue;
    agents ??= new Map(load.agents);
    agents.set(update.id, update);
  }
  return agents === null ? load : build(load.order, agents, now);
}

/** The load without a removed agent (portal-core §4: removing an agent deletes it from the list). */
export function withoutAgent(load: EndpointLoad, id: string, now: Date): EndpointLoad {
  if (!load.agents.has(id)) return load;
  const agents = new Map(load.agents);
  agents.delete(id);
  return build(
    load.order.filter((candidate) => candidate !== id),
    agents,
    now,
  );
}
