/** Every path the portal calls, in one place. */
export const API_PATHS = {
  userInfo: '/api/v2/userinfo',
} as const;
