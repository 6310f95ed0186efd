import { z } from 'zod/mini';

export const PRODUCT_TYPES = ['vsensor', 'vlc', 'scanner', 'physical'] as const;
export const DEPLOYMENT_TYPES = ['vlc', 'mirroring', 'scanner', 'internal_tap'] as const;
/** activated: installed, awaiting activation ('Not activated'); registered: 'Activated'. */
export const APPLIANCE_STATES = ['activated', 'registered'] as const;
export const LICENCE_KEYS = ['awnv100', 'awnv200', 'awnv1000', 'vlc', 'vanilla'] as const;
export type LicenceKey = (typeof LICENCE_KEYS)[number];

export const applianceSchema = z.object({
  id: z.string(),
  short_name: z.string(),
  serial_number: z.string(),
  product_type: z.string(),
  deployment_type: z._default(z.enum(DEPLOYMENT_TYPES), 'vlc'),
  hardware_type: z.nullable(z.string()),
  model_size: z.nullable(z.string()),
  is_vanilla: z.boolean(),
  state: z.enum(APPLIANCE_STATES),
});
export type Appliance = z.infer<typeof applianceSchema>;

export const licenceQuotaSchema = z.object({
  quota: z.number().check(z.int(), z.nonnegative()),
  used: z.number().check(z.int(), z.nonnegative()),
});
export type LicenceQuota = z.infer<typeof licenceQuotaSchema>;

/** The 200 series' quota as some replies name it (portal-core §3: "awnv200 (also read as vsensor)"). */
const AWNV200_ALIAS = 'vsensor';

/**
 * The quotas by licence key: the 200 series read from `vsensor` when `awnv200` is absent; other keys left out
 * unchecked, whatever they hold. The licence keys' quotas are checked next.
 */
function quotasByLicence(quotas: Record<string, unknown>): Partial<Record<LicenceKey, unknown>> {
  const byLicence: Partial<Record<LicenceKey, unknown>> = {};
  for (const key of LICENCE_KEYS) {
    const quota = quotas[key] ?? (key === 'awnv200' ? quotas[AWNV200_ALIAS] : undefined);
    if (quota !== undefined) byLicence[key] = quota;
  }
  return byLicence;
}

export const virtualSensorsReplySchema = z.object({
  results: z.array(applianceSchema),
  // Every licence key is still required, once the alias is read.
  quotas: z.pipe(
    z.pipe(z.record(z.string(), z.unknown()), z.transform(quotasByLicence)),
    z.record(z.enum(LICENCE_KEYS), licenceQuotaSchema),
  ),
});
export type VirtualSensorsReply = z.infer<typeof virtualSensorsReplySchema>;

export interface ApplianceActionRequest {
  appliance: Appliance;
}
export const applianceActionReplySchema = z.object({ appliance: z.nullable(applianceSchema), detail: z.string() });

export interface ProvisionSensorRequest {
  shorthand: string;
  type: string;
  profile_id?: string;
  model: string;
  model_size: string;
  site: string;
}
export interface DeprovisionSensorRequest {
  deployment: string;
}
export const provisioningReplySchema = z.object({ serial_number: z.string(), status: z.string() });

export interface GenerateInstallerRequest {
  type: string;
  options: Record<string, string | boolean>;
}
export const generateInstallerReplySchema = z.object({ url: z.string(), expires_at: z.string() });

export const siteSensorProfilesSchema = z.object({
  sites: z.record(
    z.string(),
    z.object({
      name: z.string(),
      sensors: z.array(
        z.object({ shorthand: z.string(), deployment_type: z.string(), deployment: z.object({ state: z.string() }) }),
      ),
    }),
  ),
  orphans: z.array(
    z.object({ shorthand: z.string(), deployment_type: z.string(), deployment: z.object({ state: z.string() }) }),
  ),
});
export type SiteSensorProfiles = z.infer<typeof siteSensorProfilesSchema>;
