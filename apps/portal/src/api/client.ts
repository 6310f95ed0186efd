import { createApiClient } from '@portal/api';

/** Same-origin by default; VITE_API_ORIGIN points a build at another API origin. */
export const apiClient = createApiClient({ baseUrl: import.meta.env.VITE_API_ORIGIN ?? '' });
