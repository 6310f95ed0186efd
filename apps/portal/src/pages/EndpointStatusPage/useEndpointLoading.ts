import type { Agent } from '@portal/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '../../api/client';
import {
  applyRefetch,
  loadFromList,
  MISSING_ROW_DEADLINE_MS,
  MISSING_ROW_POLL_MS,
  withoutAgent,
  type EndpointLoad,
} from './endpointLoading';

/** How often and how long incomplete rows are re-fetched; stories shorten both so they need not wait 30 s. */
export interface MissingRowTiming {
  pollMs: number;
  deadlineMs: number;
}

export const MISSING_ROW_TIMING: MissingRowTiming = {
  pollMs: MISSING_ROW_POLL_MS,
  deadlineMs: MISSING_ROW_DEADLINE_MS,
};

export interface EndpointLoading {
  load: EndpointLoad | null;
  /** Incomplete rows are still being re-fetched: the progress bar shows and the export waits. */
  completing: boolean;
  /** Rows still missing once the deadline passed (the warning's N), 0 otherwise. */
  missing: number;
  /** Drops a removed agent from the rows. */
  remove: (id: string) => void;
  /** Starts again from the list (a refresh): its rows, then 30 s of re-fetching. */
  restart: () => void;
}

interface Held {
  list: readonly Agent[] | undefined;
  /** Which start this is: a refresh starts again even when the list answered the same. */
  run: number;
  load: EndpointLoad | null;
}

/**
 * A list's load without the agents removed on this page (a list read before a removal still holds them). The load it
 * replaces lends the rows of agents that did not change (a refresh that answered the same list keeps every row).
 */
const hold = (
  list: readonly Agent[] | undefined,
  run: number,
  removed: ReadonlySet<string>,
  replaced: EndpointLoad | null = null,
): Held => ({
  list,
  run,
  load:
    list === undefined
      ? null
      : loadFromList(removed.size === 0 ? list : list.filter((agent) => !removed.has(agent.id)), new Date(), replaced),
});

/**
 * The agents of a list reply held by id, with incomplete rows re-fetched by id every `pollMs` until `deadlineMs`
 * has passed (portal-core §4). A new list reply, or `restart` (a refresh), starts again. Failed re-fetches are retried at the
 * next tick: the list itself is already on screen, and the deadline's warning tells the user what is missing.
 */
export function useEndpointLoading(
  list: readonly Agent[] | undefined,
  { pollMs, deadlineMs }: MissingRowTiming = MISSING_ROW_TIMING,
): EndpointLoading {
  const [run, setRun] = useState(0);
  // Ids are never reused, so a removed agent is left out of every list this page is given afterwards: a list request
  // (a refresh, a revalidation) sent before the delete answers with it.
  const [removed] = useState(() => new Set<string>());
  const [held, setHeld] = useState(() => hold(list, run, removed));
  const [expired, setExpired] = useState<{ list: readonly Agent[]; run: number } | null>(null);
  let current = held;
  if (held.list !== list || held.run !== run) {
    current = hold(list, run, removed, held.load);
    setHeld(current);
  }
  const { load } = current;
  // The ticks read the ids still pending when they run, not when polling started.
  const pending = useRef<readonly string[]>([]);
  useEffect(() => {
    pending.current = load?.pendingIds ?? [];
  }, [load]);

  useEffect(() => {
    if (list === undefined) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = setTimeout(() => {
      stop();
      setExpired({ list, run });
    }, deadlineMs);
    // Called only after `deadline` is set (by the deadline itself or on cleanup).
    function stop() {
      controller.abort();
      clearTimeout(timer);
      clearTimeout(deadline);
    }
    const tick = async () => {
      const ids = pending.current;
      if (ids.length === 0) return;
      try {
        const reply = await apiClient.agentsById({ body: { agentIds: ids.join(',') }, signal: controller.signal });
        setHeld((previous) =>
          previous.list === list && previous.run === run && previous.load
            ? { ...previous, load: applyRefetch(previous.load, reply.data, new Date()) }
            : previous,
        );
      } catch {
        // Aborted, or failed: the next tick tries again until the deadline.
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void tick(), pollMs);
    };
    timer = setTimeout(() => void tick(), pollMs);
    return stop;
  }, [list, run, pollMs, deadlineMs]);

  const remove = useCallback(
    (id: string) => {
      removed.add(id);
      setHeld((previous) =>
        previous.load ? { ...previous, load: withoutAgent(previous.load, id, new Date()) } : previous,
      );
    },
    [removed],
  );

  const restart = useCallback(() => setRun((previous) => previous + 1), []);

  const outstanding = load?.pendingIds.length ?? 0;
  const timedOut = list !== undefined && expired?.list === list && expired.run === run;
  return {
    load,
    completing: outstanding > 0 && !timedOut,
    missing: timedOut ? outstanding : 0,
    remove,
    restart,
  };
}
