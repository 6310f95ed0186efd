import { pauseForBrowser, type Agent } from '@portal/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '../../api/client';
import {
  applyRefetch,
  loadFromList,
  loadFromListInSlices,
  MISSING_ROW_DEADLINE_MS,
  MISSING_ROW_POLL_MS,
  SLICED_LOAD_MIN_AGENTS,
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
  /** The rows are the first part of a long list whose rest is still arriving: the page says so. */
  partial: boolean;
}

interface Held {
  list: readonly Agent[] | undefined;
  /** Which start this is: a refresh starts again even when the list answered the same. */
  run: number;
  load: EndpointLoad | null;
  /** A long list's load is being built in slices; `load` is still the one it replaces (null on a first load). */
  building: boolean;
  /** `list` is the first part of a long list still arriving (the reply's preview). */
  listPartial: boolean;
  /** `load` was built from such a first part: nothing is re-fetched for it, and the page says so. */
  loadPartial: boolean;
}

/** The list without the agents removed on this page (a list read before a removal still holds them). */
const withoutRemoved = (list: readonly Agent[], removed: ReadonlySet<string>) =>
  removed.size === 0 ? list : list.filter((agent) => !removed.has(agent.id));

/**
 * A list's load. The load it replaces lends the rows of agents that did not change (a refresh that answered the same
 * list keeps every row). A long list is only marked as building: its load is built in slices by an effect.
 */
function hold(
  list: readonly Agent[] | undefined,
  run: number,
  removed: ReadonlySet<string>,
  listPartial: boolean,
  replaced: Held | null = null,
): Held {
  const base = { list, run, listPartial };
  if (list === undefined) return { ...base, load: null, building: false, loadPartial: false };
  const replacedLoad = replaced?.load ?? null;
  if (list.length >= SLICED_LOAD_MIN_AGENTS) {
    return { ...base, load: replacedLoad, building: true, loadPartial: replaced?.loadPartial ?? false };
  }
  const load = loadFromList(withoutRemoved(list, removed), new Date(), replacedLoad);
  return { ...base, load, building: false, loadPartial: listPartial };
}

/**
 * The agents of a list reply held by id, with incomplete rows re-fetched by id every `pollMs` until `deadlineMs`
 * has passed (portal-core §4). A new list reply, or `restart` (a refresh), starts again. Failed re-fetches are retried at the
 * next tick: the list itself is already on screen, and the deadline's warning tells the user what is missing.
 */
export function useEndpointLoading(
  list: readonly Agent[] | undefined,
  { pollMs, deadlineMs }: MissingRowTiming = MISSING_ROW_TIMING,
  /** `list` is the first part of a long list still arriving: its rows show, and re-fetching waits for the whole. */
  partial = false,
): EndpointLoading {
  const [run, setRun] = useState(0);
  // Ids are never reused, so a removed agent is left out of every list this page is given afterwards: a list request
  // (a refresh, a revalidation) sent before the delete answers with it.
  const [removed] = useState(() => new Set<string>());
  const [held, setHeld] = useState(() => hold(list, run, removed, partial));
  const [expired, setExpired] = useState<{ list: readonly Agent[]; run: number } | null>(null);
  let current = held;
  if (held.list !== list || held.run !== run || held.listPartial !== partial) {
    current = hold(list, run, removed, partial, held);
    setHeld(current);
  }
  const { load, building, loadPartial } = current;
  // The ticks read the ids still pending when they run, not when polling started.
  const pending = useRef<readonly string[]>([]);
  useEffect(() => {
    pending.current = building ? [] : (load?.pendingIds ?? []);
  }, [load, building]);

  // A long list's load, built a slice at a time so that the browser stays responsive (endpointLoading.ts).
  useEffect(() => {
    if (!held.building || held.list === undefined) return;
    const { list, run: building, load: replaced } = held;
    const controller = new AbortController();
    void loadFromListInSlices(
      withoutRemoved(list, removed),
      new Date(),
      replaced,
      pauseForBrowser,
      controller.signal,
    ).then((built) => {
      if (built === null) return;
      setHeld((previous) => {
        if (previous.list !== list || previous.run !== building || !previous.building) return previous;
        // An agent removed while the load was built (from the rows it replaces) stays removed.
        let settled = built;
        for (const id of removed) settled = withoutAgent(settled, id, new Date());
        return { ...previous, load: settled, building: false, loadPartial: previous.listPartial };
      });
    });
    return () => {
      controller.abort();
    };
  }, [held, removed]);

  useEffect(() => {
    if (list === undefined || partial) return;
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
          previous.list === list && previous.run === run && previous.load && !previous.building
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
  }, [list, run, pollMs, deadlineMs, partial]);

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
    completing: loadPartial || (outstanding > 0 && !timedOut),
    missing: timedOut && !loadPartial ? outstanding : 0,
    remove,
    restart,
    partial: loadPartial,
  };
}
