import { useRef, useState } from 'react';

export interface ImmediateSave<T> {
  /** What the form shows: the change being saved, else the saved section. */
  section: T;
  /** Saves the whole section at once; answers whether it was saved. */
  apply: (next: T) => Promise<boolean>;
  saving: boolean;
}

/**
 * A settings section saved on every change (portal-onboarding §4): the change shows at once while it saves. When the
 * save fails (the failure toast says why) the form goes back to the last saved state, as the contact selectors do;
 * once it succeeds the section read again holds it. Only the latest of quick successive changes settles the form.
 */
export function useImmediateSave<T>(saved: T, save: (next: T) => Promise<unknown>): ImmediateSave<T> {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const latest = useRef(0);

  const apply = async (next: T) => {
    latest.current += 1;
    const request = latest.current;
    setDraft({ value: next });
    const reply = await save(next);
    if (request === latest.current) setDraft(null);
    return reply !== undefined;
  };

  return { section: draft === null ? saved : draft.value, apply, saving: draft !== null };
}
