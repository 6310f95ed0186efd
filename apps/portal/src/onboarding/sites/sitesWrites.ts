import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/**
 * The two writers of the sites section that the user can set off within a moment of each other: the Site List's
 * Mark Complete / Mark Incomplete (the sites' status calls) and the ConnectWise checkbox (which saves the whole
 * section, sites and status included). Were both on their way at once, the whole-section save could land last and
 * undo the other's change, so each control waits while the other's write is on its way (with its read again).
 */
export type SitesWriter = 'siteList' | 'connectWise';

interface SitesWrites {
  busy: Readonly<Record<SitesWriter, boolean>>;
  report: (writer: SitesWriter, busy: boolean) => void;
}

const IDLE: Readonly<Record<SitesWriter, boolean>> = { siteList: false, connectWise: false };

export const SitesWritesContext = createContext<SitesWrites>({ busy: IDLE, report: () => undefined });

/** The Site Configuration's record of which writer has a write on its way. */
export function useSitesWritesState(): SitesWrites {
  const [busy, setBusy] = useState(IDLE);
  const report = useCallback((writer: SitesWriter, now: boolean) => {
    setBusy((before) => (before[writer] === now ? before : { ...before, [writer]: now }));
  }, []);
  return useMemo(() => ({ busy, report }), [busy, report]);
}

/** Tells the others whether this writer's write is on its way; answers whether the other writer's is. */
export function useSitesWrite(writer: SitesWriter, busy: boolean): boolean {
  const { busy: all, report } = useContext(SitesWritesContext);
  useEffect(() => {
    report(writer, busy);
  }, [writer, busy, report]);
  // Once this writer is gone (the section or its list unmounted, e.g. on a refresh that fails), it holds nothing back.
  useEffect(() => () => report(writer, false), [writer, report]);
  return (Object.keys(all) as SitesWriter[]).some((other) => other !== writer && all[other]);
}
