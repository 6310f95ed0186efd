import { LOG_SEARCH_POLL_MS, minutes, STALENESS_MINUTES } from './staleness';
import { useApi } from './useApi';

/**
 * Refetched every `value` minutes, and not on remount or focus before that. The dedupe window closes a few seconds
 * before the next poll: SWR starts the poll's timer at mount, just before the request opens its dedupe window, so
 * equal intervals would drop every other poll (a refetch every 10 minutes instead of 5).
 */
const POLL_DEDUPE_MARGIN_MS = 5000;
const stale = (value: number) => ({
  dedupingInterval: minutes(value) - POLL_DEDUPE_MARGIN_MS,
  refreshInterval: minutes(value),
});

/** The signed-in user; `timeoutMs` overrides the client's call timeout (the reconnecting screen's stories). */
export const useUserInfo = (timeoutMs?: number) => useApi('userInfo', timeoutMs === undefined ? {} : { timeoutMs });
export const useMetricsSummary = () => useApi('metricsSummary', {}, stale(STALENESS_MINUTES.metricsSummary));
export const useCountryFlows = () => useApi('countryFlows', {}, stale(STALENESS_MINUTES.countryFlows));
export const useSensorMetrics = () => useApi('sensorMetrics', {}, stale(STALENESS_MINUTES.sensorMetrics));
export const useAgents = () => useApi('agents', {}, stale(STALENESS_MINUTES.agents));
export const useIncidents = (riskId: string | null, pod: string | null) =>
  useApi('incidents', riskId && pod ? { query: { risk_id: riskId, pod } } : null, stale(STALENESS_MINUTES.incidents));

/** Polls a log search until it reaches 100 percent. */
export const useLogSearch = (id: string | null) =>
  useApi('logSearch', id ? { params: { id } } : null, {
    refreshInterval: (reply) => (reply && reply.search.percent < 100 ? LOG_SEARCH_POLL_MS : 0),
  });

/** Polls an export until it is complete or failed. */
export const useLogExport = (exportId: string | null) =>
  useApi('logExport', exportId ? { params: { exportId } } : null, {
    refreshInterval: (reply) =>
      reply && (reply.export.status === 'IN_PROGRESS' || reply.export.status === 'NOT_STARTED')
        ? LOG_SEARCH_POLL_MS
        : 0,
  });
