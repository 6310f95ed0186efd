import { useState } from 'react';
import { apiClient } from '../../api/client';
import { useApiMutation } from '../../api/useApiMutation';
import { setUser } from '../../state/session';
import { OVERVIEW_READS } from './useOverviewData';

export const SUBMITTED_MESSAGE = 'Your information has been submitted to your Onboarding team.';

/**
 * Submit Information (portal-onboarding §4): the submit call, then the user info again, whose onboarding flags now
 * say the sections are read-only until the kickoff call, so every control turns off and the banner changes.
 */
export function useSubmitOnboarding() {
  const submit = useApiMutation('submitOnboarding', { success: SUBMITTED_MESSAGE, invalidates: OVERVIEW_READS });
  const run = async (): Promise<boolean> => {
    const reply = await submit.run({});
    if (reply === undefined) return false;
    try {
      setUser((await apiClient.userInfo()).user);
    } catch {
      // A failed reload has shown its error; the next user-info poll brings the read-only flags.
    }
    return true;
  };
  return { run, isSubmitting: submit.isMutating };
}

export interface SyncResults {
  success: string[];
  errors: string[];
}

/** Sync (portal-onboarding §2.5, §7.1): the reply's success and errors open the results dialog. */
export function useSyncOnboarding() {
  const sync = useApiMutation('sync');
  const [results, setResults] = useState<SyncResults | null>(null);
  const run = async () => {
    const reply = await sync.run({});
    if (reply !== undefined) setResults(reply);
  };
  return { run, isSyncing: sync.isMutating, results, close: () => setResults(null) };
}
