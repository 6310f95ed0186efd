import { useEffect } from 'react';
import { useLogSearch } from '../../logSearch';

export interface RunningSearchWatcherProps {
  searchId: string;
  pollMs: number | undefined;
  /** Called once the search has finished or failed: the list refetches to show it. */
  onSettled: () => void;
}

/**
 * Polls one running search by id (portal-core §4: poll until percent is 100), so the list learns when it settles.
 * Renders nothing.
 */
export function RunningSearchWatcher({ searchId, pollMs, onSettled }: RunningSearchWatcherProps) {
  const { phase } = useLogSearch(searchId, pollMs);
  const settled = phase !== undefined && phase !== 'running';
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return null;
}
