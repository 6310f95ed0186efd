import type { LogExport, ReadCallName } from '@portal/api';
import { useCallback } from 'react';
import { LOG_SEARCH_POLL_MS } from '../api/staleness';
import { useApi } from '../api/useApi';
import { useApiMutation } from '../api/useApiMutation';
import { DEFAULT_EXPORT_OPTIONS, exportRequest, isExportSettled, type ExportOptions } from './logSearchRules';
import { LOG_SEARCH_TEXT } from './logSearchText';
import { useLogExportAccess } from './useLogSearch';

/** A search's exports are listed in it: both the open search and the list refetch once an export starts. */
const EXPORT_READS: readonly ReadCallName[] = ['logSearch', 'logSearches'];

export interface StartLogExport {
  /** Starts an export (v2 when the flag says so); answers it, or undefined when the start failed (shown as a toast). */
  start: (searchId: string, options?: ExportOptions) => Promise<LogExport | undefined>;
  isStarting: boolean;
}

export function useStartLogExport(): StartLogExport {
  const { v2 } = useLogExportAccess();
  const v1Run = useApiMutation('startLogExport', { success: LOG_SEARCH_TEXT.exportStarted, invalidates: EXPORT_READS });
  const v2Run = useApiMutation('startLogExportV2', {
    success: LOG_SEARCH_TEXT.exportStarted,
    invalidates: EXPORT_READS,
  });
  const runV1 = v1Run.run;
  const runV2 = v2Run.run;
  const start = useCallback(
    async (searchId: string, options: ExportOptions = DEFAULT_EXPORT_OPTIONS) => {
      // The v2 call takes the search id only: the server picks the formats.
      const reply = v2
        ? await runV2({ body: { search_id: searchId } })
        : await runV1({ body: exportRequest(searchId, options) });
      return reply?.export;
    },
    [v2, runV1, runV2],
  );
  return { start, isStarting: v1Run.isMutating || v2Run.isMutating };
}

export interface LogExportStatus {
  /** The latest status: the polled one, or the one the search listed until the first poll answers. */
  entry: LogExport;
  /** The download link once the export is COMPLETE and the link has arrived. */
  url: string | undefined;
  linkError: string | undefined;
  pollError: string | undefined;
  retry: () => void;
}

/**
 * One export, polled every `pollMs` until it is COMPLETE or FAILED, then its download link (portal-core §4). An
 * export listed as already settled is not polled.
 */
export function useLogExportStatus(listed: LogExport, pollMs: number = LOG_SEARCH_POLL_MS): LogExportStatus {
  const settledAlready = isExportSettled(listed);
  const poll = useApi('logExport', settledAlready ? null : { params: { exportId: listed.export_id } }, {
    refreshInterval: (latest) => (latest !== undefined && isExportSettled(latest.export) ? 0 : pollMs),
  });
  const entry = poll.data?.export ?? listed;
  const link = useApi('logExportLink', entry.status === 'COMPLETE' ? { params: { exportId: entry.export_id } } : null);
  const retryPoll = poll.mutate;
  const retryLink = link.mutate;
  const retry = useCallback(() => {
    void (link.error ? retryLink() : retryPoll());
  }, [link.error, retryLink, retryPoll]);
  return {
    entry,
    url: link.data?.url,
    linkError: link.error?.message,
    pollError: poll.error?.message,
    retry,
  };
}
