import { createApiClient } from '@portal/api';
import { requestSession } from '../state/session';

/** Same-origin by default; VITE_API_ORIGIN points a build at another API origin. */
export const apiClient = createApiClient({
  baseUrl: import.meta.env.VITE_API_ORIGIN ?? '',
  session: requestSession,
  reportInvalidReply: (path, issues) => {
    console.error(`Reply of ${path} did not match the contract`, issues);
  },
});
