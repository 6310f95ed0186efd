import { z } from 'zod/mini';
import { customerSchema } from './customer';

export const FEATURE_FLAGS = [
  'hidden_cloud_services',
  'list_cloud_apps',
  'additional_dashboard',
  'additional_data',
  'scanner_platformization',
  'vanilla_sensor',
  'vanilla_scanner',
  'onboarding_virtual_sensors',
  'dns_ownership_confirmation',
  'log_downloads_enabled',
  'platform_column',
  'log_search_incident_message',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  msp_id: z.nullable(z.string()),
  /** Unknown flags from a newer server are kept as plain strings. */
  feature_flags: z.array(z.string()),
  customer: z.nullable(customerSchema),
});
export type User = z.infer<typeof userSchema>;

export const userInfoReplySchema = z.object({ user: userSchema });
export type UserInfoReply = z.infer<typeof userInfoReplySchema>;

export const loginReplySchema = z.object({
  user: userSchema,
  primary_token: z.string().check(z.minLength(1)),
  secondary_token: z.string().check(z.minLength(1)),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

export const podReplySchema = z.object({ properties: z.object({ pod: z.string() }) });
export type PodReply = z.infer<typeof podReplySchema>;
