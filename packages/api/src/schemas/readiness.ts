import { z } from 'zod/mini';

export const readinessStatsSchema = z.object({
  avg: z.number(),
  industry: z.object({ value: z.number(), rating: z.string() }),
  size: z.object({
    value: z.number(),
    num_employees_lt: z.nullable(z.number()),
    num_employees_gte: z.nullable(z.number()),
  }),
});
export type ReadinessStats = z.infer<typeof readinessStatsSchema>;

/** Coverage (security readiness) scores and the facts behind them (portal-core §3). */
export const securityReadinessSchema = z.object({
  security_score: z.number(),
  configuration_score: z.number(),
  monitoring_score: z.number(),
  incidents_score: z.number(),
  ticketing_score: z.number(),
  exscan_score: z.number(),
  industry: z.nullable(z.string()),
  num_monthly_incidents: z.number(),
  has_recent_snmp_observations: z.boolean(),
  num_internal_nmap_scanned_in_past_week: z.number(),
  num_scan_types_configured: z.number(),
  obs_exist_for_configured_cloud_apps: z.boolean(),
  num_cloud_apps_detected: z.nullable(z.number()),
  num_cloud_apps_configured: z.nullable(z.number()),
  num_escalations_configured: z.number(),
  num_critical_vulnerabilities: z.number(),
  num_high_vulnerabilities: z.number(),
  server_av_found: z.boolean(),
  desktop_av_found: z.boolean(),
  ad_nxlog_parser_exists: z.boolean(),
  fw_log_parser_exists: z.boolean(),
  customer_in_geo_approved_or_restricted_list: z.boolean(),
  ad_poller_logs_exist: z.boolean(),
  stats: z.nullable(readinessStatsSchema),
});
export type SecurityReadiness = z.infer<typeof securityReadinessSchema>;
