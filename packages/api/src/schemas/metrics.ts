import { z } from 'zod';
import { securityReadinessSchema } from './readiness';

export const metricsSummarySchema = z.object({
  configuration: z.object({
    score: z.number(),
    areas: z.array(z.object({ name: z.string(), configured: z.boolean(), detail: z.string().nullable() })),
  }),
  security_score: z.number().nullable(),
  readiness: securityReadinessSchema.nullable(),
});
export type MetricsSummary = z.infer<typeof metricsSummarySchema>;

export const incidentsMetricsSchema = z.object({
  /** Investigations per week (oldest first). */
  histogram: z.array(z.object({ week: z.string(), count: z.number().int().nonnegative() })),
  total: z.number().int().nonnegative(),
  ticketed: z.number().int().nonnegative(),
});
export type IncidentsMetrics = z.infer<typeof incidentsMetricsSchema>;
export type IncidentsQuery = { risk_id: string; pod: string };

export const topCountrySchema = z.object({
  code: z.string().length(2),
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
  shorthand: z.string().nullable(),
  type: z.string(),
  configuration: z.string().nullable(),
  state: z.string(),
  health: z.enum(SENSOR_HEALTH).nullable(),
  shipped_date: z.string().nullable(),
  series: z.string().nullable(),
  model: z.string().nullable(),
  obs: z.array(observationSchema),
});
export type SensorStatus = z.infer<typeof sensorStatusSchema>;
export const sensorMetricsSchema = z.object({ sensors: z.array(sensorStatusSchema) });
export type SensorMetrics = z.infer<typeof sensorMetricsSchema>;
