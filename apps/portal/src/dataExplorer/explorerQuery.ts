import type { SWRConfiguration } from 'swr';
import { isShownError } from '@portal/api';

/**
 * The explorer's SWR options: a new sort or range keeps the rows on screen until the new ones arrive, and "no
 * results" (404) is an answer, not a failure to retry.
 */
export const EXPLORER_SWR: SWRConfiguration = {
  keepPreviousData: true,
  shouldRetryOnError: (error: unknown) => !(isShownError(error) && error.status === 404),
};
