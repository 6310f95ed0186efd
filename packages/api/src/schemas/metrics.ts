import { z } from 'zod/mini';
import { securityReadinessSchema } from './readiness';

export const metricsSummarySchema = z.object({
  configuration: z.object({
    score: z.number(),
    areas: z.array(z.object({ name: z.string(), configured: z.boolean(), detail: z.nullable(z.string()) })),
  }),
  security_score: z.nullable(z.number()),
  readiness: z.nullable(securityReadinessSchema),
});
export type MetricsSummary = z.infer<typeof metricsSummarySchema>;

export const incidentsMetricsSchema = z.object({
  /** Investigations per week (oldest first). */
  histogram: z.array(z.object({ week: z.string(), count: z.number().check(z.int(), z.nonnegative()) })),
  total: z.number().check(z.int(), z.nonnegative()),
  ticketed: z.number().check(z.int(), z.nonnegative()),
});
export type IncidentsMetrics = z.infer<typeof incidentsMetricsSchema>;
export type IncidentsQuery = { risk_id: string; pod: string };

export const topCountrySchema = z.object({
  code: z.string().check(z.length(2)),
  name: z.string(),
  bytes_in: z.number(),
  bytes_out: z.number(),
  flows_in: z.number(),
  flows_out: z.number(),
});
export type TopCountry = z.infer<typeof topCountrySchema>;
export const countryFlowsSchema = z.object({ countries: z.array(topCountrySchema) });

export const observationSchema = z.object({ x: z.string(), y: z.number() });
export type Observation = z.infer<typeof observationSchema>;

export const SENSOR_TYPES = [
  'physical',
  'vlc',
  'vSensor',
  'scanner',
  'connectwise',
  'aws',
  'o365',
  'salesforce',
  'azure',
  'box',
  'gsuite',
  'gcp',
  'imanage',
] as const;
export const SENSOR_STATES = ['new', 'provisioned', 'shipped', 'staged', 'installed'] as const;
export const SENSOR_HEALTH = ['OK', 'DOWN'] as const;

export const sensorStatusSchema = z.object({
  id: z.string(),
  shorthand: z.nullable(z.string()),
  type: z.string(),
  configuration: z.nullable(z.string()),
  state: z.string(),
  health: z.nullable(z.enum(SENSOR_HEALTH)),
  shipped_date: z.nullable(z.string()),
  series: z.nullable(z.string()),
  model: z.nullable(z.string()),
  obs: z.array(observationSchema),
});
export type SensorStatus = z.infer<typeof sensorStatusSchema>;
export const sensorMetricsSchema = z.object({ sensors: z.array(sensorStatusSchema) });
export type SensorMetrics = z.infer<typeof sensorMetricsSchema>;
