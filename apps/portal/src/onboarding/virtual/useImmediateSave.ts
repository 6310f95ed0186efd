import { useRef, useState } from 'react';

export interface ImmediateSave<T> {
  /** What the form shows: the change being saved, else the saved section. */
  section: T;
  /**
   * Saves the whole section; answers whether every save of the run it went with succeeded (a change that waited goes
   * with the saves after it, and a failure among them answers false for all of them).
   */
  apply: (next: T) => Promise<boolean>;
  saving: boolean;
}

/**
 * A settings section saved whole on every change (portal-onboarding §4): the change shows at once while it saves.
 *
 * Saves run one at a time. Two saves of the whole section on their way at once can land in either order (a network's
 * delays vary, and so do the demo API's), and the older one landing last would undo the newer one. So while one save
 * is on its way, later changes wait and go as one save, with the newest section.
 *
 * When a save fails (the failure toast says why) the form goes back to the last saved state, as the contact selectors
 * do, and the changes waiting behind it go with it: they were made on top of the change that failed.
 */
export function useImmediateSave<T>(saved: T, save: (next: T) => Promise<unknown>): ImmediateSave<T> {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  // The newest change not yet sent, and the save loop while it runs (both read by handlers only).
  const waiting = useRef<{ value: T } | null>(null);
  const running = useRef<Promise<boolean> | null>(null);

  // A save that fails, rejects or throws at once answers false (and ends the loop below).
  const attempt = (value: T): Promise<boolean> => {
    try {
      return save(value).then(
        (reply) => reply !== undefined,
        () => false,
      );
    } catch {
      return Promise.resolve(false);
    }
  };

  const sendAll = async (): Promise<boolean> => {
    let ok = true;
    for (let next = waiting.current; next !== null && ok; next = waiting.current) {
      waiting.current = null;
      ok = await attempt(next.value);
    }
    // Forgotten in the same task as the last check of `waiting`: a change made from here on starts a new loop, and
    // none can be left behind waiting for a loop that has ended.
    waiting.current = null;
    running.current = null;
    setDraft(null);
    return ok;
  };

  const apply = (next: T): Promise<boolean> => {
    waiting.current = { value: next };
    setDraft({ value: next });
    running.current ??= sendAll();
    return running.current;
  };

  return { section: draft === null ? saved : draft.value, apply, saving: draft !== null };
}
