import type { ApiRequestError, CloudSection } from '@portal/api';
import { useEffect, useRef, useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { ONBOARDING_OVERVIEW_READS } from '../overview/anchors';
import { withCloudChange, type CloudPart, type CloudPartChange } from './cloudParts';

export interface CloudSave {
  /** What the forms show: the latest change (saving, or not saved after a failure), else the saved section. */
  cloud: CloudSection;
  /** Applies one part's change and saves the whole section; resolves once it (and any later change) is saved. */
  change: <P extends CloudPart>(part: P, change: CloudPartChange<P>) => Promise<void>;
  /** Sends the unsaved section again after a failure. */
  retry: () => Promise<void>;
  saving: boolean;
  /** Why the last save failed; the forms keep what the user entered meanwhile. */
  error: ApiRequestError | undefined;
}

/**
 * The cloud section is saved whole after every change (portal-onboarding §7.1). Saves run one at a time, so quick
 * changes never overtake one another: while one is on its way, later changes wait and go as one with the newest
 * section. A failure keeps the user's entries on screen with the reason, and the next change (or Try again) sends
 * them again; once everything is saved the section read again from the server is shown.
 */
export function useCloudSave(saved: CloudSection): CloudSave {
  const mutation = useApiMutation('saveCloud', { invalidates: ONBOARDING_OVERVIEW_READS, failure: false });
  const [draft, setDraft] = useState<CloudSection | null>(null);
  const [error, setError] = useState<ApiRequestError | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  // The newest section not yet saved (null once the server has it), and the save loop running (handlers only).
  const latest = useRef<CloudSection | null>(null);
  const running = useRef<Promise<void> | null>(null);

  const flush = (): Promise<void> => {
    if (running.current) return running.current;
    // Nothing waiting: no loop to start (one that ended at once would be left behind as "running" for ever).
    if (latest.current === null) return Promise.resolve();
    setSaving(true);
    const saveAll = async () => {
      let body = latest.current;
      while (body !== null) {
        const reply = await mutation.run({ body }, setError);
        if (reply === undefined) return;
        setError(undefined);
        // The draft stays until the section read again has this save: until then the read is older, and a change
        // built on it would undo this one.
        if (latest.current === body) latest.current = null;
        body = latest.current;
      }
    };
    // `finally` runs after this assignment, so the loop is always forgotten once it has ended.
    const done = saveAll().finally(() => {
      running.current = null;
      setSaving(false);
    });
    running.current = done;
    return done;
  };

  useEffect(() => {
    if (draft !== null && latest.current === null && JSON.stringify(draft) === JSON.stringify(saved)) setDraft(null);
  }, [draft, saved]);

  const change = async <P extends CloudPart>(part: P, partChange: CloudPartChange<P>) => {
    const next = withCloudChange(latest.current ?? draft ?? saved, part, partChange);
    latest.current = next;
    setDraft(next);
    // A change made while a save is on its way goes with the next one, once that save has answered.
    if (running.current) await running.current;
    await flush();
  };

  return { cloud: draft ?? saved, change, retry: flush, saving, error };
}
