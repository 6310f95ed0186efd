import type { ApiRequestError, UserInfoReply } from '@portal/api';
import useSWR from 'swr';
import { apiClient } from './client';

export const USER_INFO_KEY = ['userinfo'] as const;

export function useUserInfo() {
  return useSWR<UserInfoReply, ApiRequestError>(USER_INFO_KEY, () => apiClient.getUserInfo());
}
