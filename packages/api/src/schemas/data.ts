import { z } from 'zod/mini';

export const AD_EVENT_TYPES = ['event_code', 'user', 'origin_user', 'domain'] as const;
export type AdEventType = (typeof AD_EVENT_TYPES)[number];

/**
 * portal-core §5: the AD events call's sort accepts only these keys, each also with a minus prefix; the default is
 * -events. The portal offers no other sort and the server refuses none of these.
 */
export const AD_SORT_WHITELIST = [
  'event_code',
  'event_codes',
  'user',
  'users',
  'origin_user',
  'origin_users',
  'domain',
  'domains',
  'events',
] as const;

export const adEventRowSchema = z.object({
  name: z.optional(z.string()),
  code: z.optional(z.string()),
  desc: z.optional(z.string()),
  event_codes: z.optional(z.number()),
  users: z.optional(z.number()),
  origin_users: z.optional(z.number()),
  domains: z.optional(z.number()),
  events: z.number(),
  /** Events per second over the range. */
  eps: z.array(z.number()),
});
export type AdEventRow = z.infer<typeof adEventRowSchema>;
export const adEventsReplySchema = z.object({
  results: z.array(adEventRowSchema),
  start: z.string(),
  end: z.string(),
});
export type AdEventsReply = z.infer<typeof adEventsReplySchema>;
export type AdEventsQuery = {
  type?: AdEventType;
  start?: string;
  end?: string;
  event_code?: string;
  user?: string;
  origin_user?: string;
  domain?: string;
  sort?: string;
};

export const FLOW_TYPES = ['device', 'protocol', 'location', 'site', 'sensor'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];
export const FLOW_DIRECTIONS = ['inbound', 'outbound'] as const;
export type FlowDirection = (typeof FLOW_DIRECTIONS)[number];

export const flowRowSchema = z.object({
  key: z.string(),
  bytes: z.number(),
  flows: z.number(),
  /** Bytes per second over the range, evenly spaced (optional: older servers leave it out). */
  bps: z.optional(z.array(z.number())),
});
export type FlowRow = z.infer<typeof flowRowSchema>;
export const flowsReplySchema = z.object({ results: z.array(flowRowSchema), start: z.string(), end: z.string() });
/** Filters as the data explorer's URL has them (portal-core §2: location, sensor, direction), and its sort. */
export type FlowsQuery = {
  type?: string;
  start?: string;
  end?: string;
  location?: string;
  sensor?: string;
  direction?: string;
  sort?: string;
};

export const reportSchema = z.object({ id: z.string(), name: z.string(), created_at: z.string(), kind: z.string() });
export const reportsReplySchema = z.object({ reports: z.array(reportSchema) });
export const reportDownloadSchema = z.object({ url: z.string() });
export type ReportDownloadQuery = { id: string };

export const exportDataReplySchema = z.object({
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ExportDataQuery = { type: string; start: string; end: string };
