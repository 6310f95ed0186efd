import type { ExternalSection } from '@portal/api';
import { useEffect, useRef } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { ONBOARDING_OVERVIEW_READS, type ExternalReadiness } from '../overview';
import { applyExposureChange, type ExposureChange } from './exposureRules';

export interface ExposureSave {
  /** Saves one change (a field left, a box ticked) on top of the last saved section. */
  change: (change: ExposureChange) => Promise<void>;
  /** Mark Complete / Mark Incomplete. */
  setCompleted: (completed: boolean) => Promise<void>;
}

/**
 * The section's saves, one after another: each builds on the section the previous one saved, so a box ticked while
 * a list is still saving cannot send the old list back. A failure (its toast says why) leaves the saved section as it
 * was; the form keeps what the user typed, so nothing is lost. Every overview read refetches after a save.
 */
export function useExposureSave(saved: ExternalSection, readiness: ExternalReadiness): ExposureSave {
  const save = useApiMutation('saveExternal', { invalidates: ONBOARDING_OVERVIEW_READS });
  const base = useRef(saved);
  const queue = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    base.current = saved;
  }, [saved]);

  const enqueue = (next: (current: ExternalSection) => ExternalSection | undefined) => {
    const run = queue.current.then(async () => {
      const body = next(base.current);
      if (body === undefined) return;
      const reply = await save.run({ body });
      if (reply !== undefined) base.current = reply;
    });
    queue.current = run;
    return run;
  };

  return {
    change: (change) => enqueue((current) => applyExposureChange(current, change, readiness)),
    setCompleted: (completed) => enqueue((current) => ({ ...current, completed })),
  };
}
