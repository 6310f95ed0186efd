import { useRef, useState } from 'react';

export interface ImmediateSave<T> {
  /** What the form shows: the change being saved, else the saved section. */
  section: T;
  /** Saves the whole section; answers whether it was saved (with any change made while it waited). */
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

  const sendAll = async (): Promise<boolean> => {
    let ok = true;
    for (let next = waiting.current; next !== null && ok; next = waiting.current) {
      waiting.current = null;
      ok = await save(next.value).then(
        (reply) => reply !== undefined,
        () => false,
      );
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
