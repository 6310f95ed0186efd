import { z } from 'zod/mini';
import { securityReadinessSchema } from './readiness';

export const PARTNER_TYPES = ['none', 'direct', 'msp', 'msp_plus'] as const;
export const partnerTypeSchema = z.enum(PARTNER_TYPES);
export type PartnerType = z.infer<typeof partnerTypeSchema>;

export const onboardingStatusSchema = z.object({
  handoff_completed: z.boolean(),
  can_edit_sections: z.boolean(),
  tko_completed: z.boolean(),
  partially_completed: z.boolean(),
  ready_for_handover_or_acceptance: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

export const customerSensorsSchema = z.object({
  sensorsWorking: z.number().check(z.int(), z.nonnegative()),
  sensorsTotal: z.number().check(z.int(), z.nonnegative()),
  hasSensors: z.boolean(),
  hasScanners: z.boolean(),
});
export type CustomerSensors = z.infer<typeof customerSensorsSchema>;

export const cstSchema = z.object({
  name: z.string(),
  email: z.string(),
  phones: z.array(z.object({ region: z.string(), number: z.string() })),
  members: z.array(z.object({ name: z.string(), role: z.string() })),
});
export type ConciergeTeam = z.infer<typeof cstSchema>;

export const customerSchema = z.object({
  id: z.string(),
  riskID: z.nullable(z.string()),
  name: z.string(),
  pod: z.string(),
  partner_type: partnerTypeSchema,
  /** Purchased service keys (portal-core §1), e.g. managedDetection, managedRisk, logSearch. */
  services: z.array(z.string()),
  cst: z.nullable(cstSchema),
  /** Log retention in days. */
  retention: z.nullable(z.number().check(z.int(), z.nonnegative())),
  sensors: customerSensorsSchema,
  security_readiness: z.nullable(securityReadinessSchema),
  is_onboarding: z.boolean(),
  onboarding_status: onboardingStatusSchema,
});
export type Customer = z.infer<typeof customerSchema>;

/** The customer a session is working for. */
export const sessionCustomerSchema = z.pick(customerSchema, { id: true, name: true, riskID: true });
export type SessionCustomer = z.infer<typeof sessionCustomerSchema>;

export const mspCustomerSchema = z.object({
  id: z.string(),
  riskID: z.nullable(z.string()),
  name: z.string(),
  partner_type: partnerTypeSchema,
  /** Percent, 0–100, or null when not computed yet. */
  security_score: z.nullable(z.number()),
  configuration_score: z.nullable(z.number()),
});
export type MspCustomer = z.infer<typeof mspCustomerSchema>;

export const customerNameSchema = z.object({ id: z.string(), name: z.string() });
export type CustomerName = z.infer<typeof customerNameSchema>;
