import type { Agent } from '@portal/api';
import { agentToEndpointRow, formatFullNumber, isListed, isRowComplete, type EndpointRow } from '@portal/ui';

/** portal-core §4, §9: incomplete rows are re-fetched by id every 3 seconds until 30 seconds have passed. */
export const MISSING_ROW_POLL_MS = 3000;
export const MISSING_ROW_DEADLINE_MS = 30_000;

/** The warning once the deadline has passed with rows still missing (portal-core §4, verbatim). */
export function missingEndpointsText(count: number): string {
  return `${count} missing endpoint(s). Try refreshing the page to load the missing endpoints.`;
}

/**
 * Above the table's progress bar while a long list's first part shows and the rest is still arriving. The spec shows
 * nothing here (its list shows once whole); the README's decisions table has the wording.
 */
export function firstEndpointsText(count: number): string {
  return `Loading endpoints... the first ${formatFullNumber(count)} are shown`;
}

/** The agents held by id (portal-core §3), the table rows built from them, and what is still being completed. */
export interface EndpointLoad {
  /** The agents held, one per id, in the order the list first answered each id. */
  agents: readonly Agent[];
  /** Each held agent's position in `agents`, by id. */
  positions: ReadonlyMap<string, number>;
  /** For each held agent, the index of its row in `rows`, or -1 when it is not listed. */
  rowIndex: Int32Array;
  /** Rows of the listed agents (no query in progress, a heartbeat time). */
  rows: readonly EndpointRow[];
  /** Agents still to complete: a query in progress, or a listed row missing a field. Re-fetched by id. */
  pendingIds: readonly string[];
  /**
   * Complete rows over all rows, percent (portal-core §2). An agent whose query is in progress is no row (§3): it is
   * re-fetched, and counts once it is listed.
   */
  progress: number;
}

/** The row built before for the agent at this position, if it is the same agent object. */
type EarlierRow = (position: number, agent: Agent) => EndpointRow | undefined;

function rowAt(load: EndpointLoad, position: number): EndpointRow | undefined {
  const index = load.rowIndex[position] ?? -1;
  return index < 0 ? undefined : load.rows[index];
}

/** Agents gone through between two pauses of a load built in slices (a few ms of work). */
const AGENTS_PER_SLICE = 5000;

/**
 * Rows in one pass over the held agents. A row already built for the same agent object is kept (`earlier`): a re-fetch
 * that changes a few agents rebuilds only their rows, so the others keep their identity (the table's memoised rows and
 * cached sort orders stay valid for them). Positions and earlier rows are plain arrays and one Map: a WeakMap from
 * agent to row cost about 50 ms of the 100,000-agent page's first rows, and more in garbage collection. A generator:
 * it yields every {@link AGENTS_PER_SLICE} agents, where a large list's load pauses (loadFromListInSlices).
 */
function* buildSteps(
  agents: readonly Agent[],
  positions: ReadonlyMap<string, number>,
  now: Date,
  earlier?: EarlierRow,
): Generator<void, EndpointLoad> {
  const rows: EndpointRow[] = [];
  const rowIndex = new Int32Array(agents.length).fill(-1);
  const pendingIds: string[] = [];
  let incomplete = 0;
  let position = 0;
  for (const agent of agents) {
    if (isListed(agent)) {
      const row = earlier?.(position, agent) ?? agentToEndpointRow(agent, now);
      rowIndex[position] = rows.length;
      rows.push(row);
      if (!isRowComplete(row)) {
        pendingIds.push(agent.id);
        incomplete += 1;
      }
    } else if (agent.queryInProgress) {
      pendingIds.push(agent.id);
    }
    position += 1;
    if (position % AGENTS_PER_SLICE === 0) yield;
  }
  const progress = rows.length === 0 ? 100 : ((rows.length - incomplete) / rows.length) * 100;
  return { agents, positions, rowIndex, rows, pendingIds, progress };
}

/** Runs a load's steps without pausing. */
function untilDone(steps: Generator<void, EndpointLoad>): EndpointLoad {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

function build(
  agents: readonly Agent[],
  positions: ReadonlyMap<string, number>,
  now: Date,
  earlier?: EarlierRow,
): EndpointLoad {
  return untilDone(buildSteps(agents, positions, now, earlier));
}

/** A fresh list's load, step by step: held by id (a repeated id keeps its first place and its last data), then rows. */
function* listSteps(list: readonly Agent[], now: Date, replaced: EndpointLoad | null): Generator<void, EndpointLoad> {
  const positions = new Map<string, number>();
  const agents: Agent[] = [];
  let seen = 0;
  for (const agent of list) {
    const position = positions.get(agent.id);
    if (position === undefined) {
      positions.set(agent.id, agents.length);
      agents.push(agent);
    } else {
      agents[position] = agent;
    }
    seen += 1;
    if (seen % AGENTS_PER_SLICE === 0) yield;
  }
  const earlier: EarlierRow | undefined = replaced ? (_, agent) => sameAgentRow(replaced, agent) : undefined;
  return yield* buildSteps(agents, positions, now, earlier);
}

/**
 * The load of a fresh agent list: a repeated id keeps its first place and its last data. Given the load it replaces
 * (a refresh that answered the same agents), rows of the same agent objects are kept.
 */
export function loadFromList(list: readonly Agent[], now: Date, replaced: EndpointLoad | null = null): EndpointLoad {
  return untilDone(listSteps(list, now, replaced));
}

/** Lists at least this long are loaded in slices (the demo's 100,000-agent customer); shorter ones at once. */
export const SLICED_LOAD_MIN_AGENTS = 20_000;

/**
 * The same load as {@link loadFromList}, built a slice of agents at a time with `pause` between slices: the
 * 100,000-agent list's load took about 160 ms in one task. Null when `signal` aborts first (a newer list, the page
 * left).
 */
export async function loadFromListInSlices(
  list: readonly Agent[],
  now: Date,
  replaced: EndpointLoad | null,
  pause: () => Promise<void>,
  signal: AbortSignal,
): Promise<EndpointLoad | null> {
  const steps = listSteps(list, now, replaced);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    await pause();
    if (signal.aborted) return null;
  }
}

function sameAgentRow(load: EndpointLoad, agent: Agent): EndpointRow | undefined {
  const position = load.positions.get(agent.id);
  return position !== undefined && load.agents[position] === agent ? rowAt(load, position) : undefined;
}

/**
 * Takes the agents a by-id re-fetch answered. Only agents already held are taken (one removed meanwhile stays
 * removed); when nothing changed the same load comes back, so the table does not re-render every 3 seconds.
 */
export function applyRefetch(load: EndpointLoad, updates: readonly Agent[], now: Date): EndpointLoad {
  let agents: Agent[] | null = null;
  for (const update of updates) {
    const position = load.positions.get(update.id);
    if (position === undefined || JSON.stringify(load.agents[position]) === JSON.stringify(update)) continue;
    agents ??= [...load.agents];
    agents[position] = update;
  }
  if (agents === null) return load;
  const held = load.agents;
  return build(agents, load.positions, now, (position, agent) =>
    agent === held[position] ? rowAt(load, position) : undefined,
  );
}

/** The load without a removed agent (portal-core §4: removing an agent deletes it from the list). */
export function withoutAgent(load: EndpointLoad, id: string, now: Date): EndpointLoad {
  const removedAt = load.positions.get(id);
  if (removedAt === undefined) return load;
  const agents = load.agents.filter((_, position) => position !== removedAt);
  const positions = new Map(agents.map((agent, position) => [agent.id, position]));
  return build(agents, positions, now, (position, agent) => {
    const before = position < removedAt ? position : position + 1;
    return agent === load.agents[before] ? rowAt(load, before) : undefined;
  });
}
