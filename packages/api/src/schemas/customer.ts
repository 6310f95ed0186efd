import { z } from 'zod';

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

export const customerSchema = z.object({
  id: z.string(),
  riskID: z.string().nullable(),
  name: z.string(),
  pod: z.string(),
  partner_type: partnerTypeSchema,
  services: z.array(z.string()),
  is_onboarding: z.boolean(),
  onboarding_status: onboardingStatusSchema,
});
export type Customer = z.infer<typeof customerSchema>;
