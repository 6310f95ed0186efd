import { z } from 'zod/mini';
import { nameValueSchema } from './common';

const finalizedSchema = z.nullable(z.object({ timestamp: z.string() }));

export const addressSchema = z.object({
  id: z.nullable(z.string()),
  country: z.string(),
  street: z.string(),
  street2: z.nullable(z.string()),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const siteSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: addressSchema,
  time_zone: z.string(),
  firewall_models: z.array(z.string()),
  active_directory_controllers: z.number().check(z.int(), z.nonnegative()),
  switch_models: z.array(z.string()),
  network_segments: z.array(z.string()),
  scanning_blacklist: z.array(z.string()),
  monitoring_blacklist: z.array(z.string()),
  security_devices: z.array(z.string()),
  adc_is_dhcp: z.boolean(),
  adc_is_dns: z.boolean(),
  third_party_site: z.boolean(),
  oldest_windows_version: z.nullable(z.string()),
  notes: z.string(),
  finalized: finalizedSchema,
  log_sources: z.record(z.string(), z.unknown()),
});
export type Site = z.infer<typeof siteSchema>;
export const sitesSectionSchema = z.object({
  sites: z.array(siteSchema),
  completed: z.boolean(),
  configureConnectWise: z.boolean(),
});
export type SitesSection = z.infer<typeof sitesSectionSchema>;
export type SiteInput = Omit<Site, 'id' | 'finalized'>;
/** A site as a request body carries it (no id, not finalized). */
export const siteInputSchema = z.omit(siteSchema, { id: true, finalized: true });

const networkConfigurationSchema = z.nullable(
  z.object({ address: z.string(), subnet_mask: z.string(), gateway: z.string() }),
);
const shippingContactSchema = z.object({
  id: z.nullable(z.string()),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phones: z.array(z.object({ number: z.string(), type: z.string() })),
});

export const sensorSchema = z.object({
  id: z.string(),
  name: z.string(),
  location_id: z.string(),
  network_configuration: networkConfigurationSchema,
  primary_dns: z.nullable(z.string()),
  secondary_dns: z.nullable(z.string()),
  model: z.nullable(z.string()),
  series: z.nullable(z.string()),
  recommendation_overridden: z.boolean(),
  configuration: z.string(),
  shipping_address: z.nullable(addressSchema),
  shipping_contact: z.nullable(shippingContactSchema),
  shipping_notes: z.string(),
  need_rackmounts: z.boolean(),
  capabilities: z.record(z.string(), z.string()),
  configuration_task_id: z.nullable(z.string()),
});
export type Sensor = z.infer<typeof sensorSchema>;
export const sensorsSectionSchema = z.object({ sensors: z.array(sensorSchema), completed: z.boolean() });
export type SensorsSection = z.infer<typeof sensorsSectionSchema>;

export const scannerSchema = z.extend(
  z.omit(sensorSchema, { series: true, capabilities: true, recommendation_overridden: true }),
  { vanilla: z.boolean() },
);
export type Scanner = z.infer<typeof scannerSchema>;
export const scannersSectionSchema = z.object({ scanners: z.array(scannerSchema), completed: z.boolean() });
export type ScannersSection = z.infer<typeof scannersSectionSchema>;

const licencesSchema = z.object({ licenses: z.nullable(z.string()), completed: z.boolean() });
export const cloudSectionSchema = z.object({
  amazon: z.object({
    regions: z.array(z.string()),
    guardduty: z.boolean(),
    cloudwatch: z.boolean(),
    cloudtrail: z.boolean(),
    acl: z.boolean(),
    eks: z.boolean(),
    completed: z.boolean(),
  }),
  azure: z.object({
    log_analytics: z.boolean(),
    security_center: z.boolean(),
    sentinel: z.boolean(),
    completed: z.boolean(),
  }),
  office365: z.extend(licencesSchema, { dlp: z.boolean() }),
  salesforce: licencesSchema,
  geo_login: z.object({ countries: z.array(z.string()), completed: z.boolean() }),
  gcp: licencesSchema,
  imanage: licencesSchema,
  finalized: finalizedSchema,
});
export type CloudSection = z.infer<typeof cloudSectionSchema>;

export const VIRTUAL_SCANNER_SOFTWARE = ['VMWare', 'HyperV', 'AWS', 'Azure', 'Other', 'None'] as const;
export const virtualScannerSectionSchema = z.object({
  software: z.nullable(z.enum(VIRTUAL_SCANNER_SOFTWARE)),
  acknowledged: z.boolean(),
  noVirtualScanners: z.boolean(),
  completed: z.boolean(),
});
export type VirtualScannerSection = z.infer<typeof virtualScannerSectionSchema>;

export const invalidTargetSchema = z.object({ type: z.enum(['ip', 'host']), target: z.string(), reason: z.string() });
export const externalSectionSchema = z.object({
  external_scan_allowed: z.boolean(),
  external_scan_info: z.object({ addresses: z.array(z.string()), dns: z.array(z.string()) }),
  domain_ownership_confirmed: z.boolean(),
  no_external_hosts: z.boolean(),
  invalid_targets: z.array(invalidTargetSchema),
  completed: z.boolean(),
  finalized: finalizedSchema,
  outbound_allowed: z.boolean(),
  ssl_disabled: z.boolean(),
});
export type ExternalSection = z.infer<typeof externalSectionSchema>;

export const endpointSectionSchema = z.object({
  on_prem_epps: z.array(z.string()),
  cloud_epps: z.array(z.string()),
  notes: z.string(),
  no_on_prem_epps: z.boolean(),
  no_cloud_epps: z.boolean(),
  no_agents: z.boolean(),
  sysmon_installed: z.boolean(),
  windows_endpoints: z.number().check(z.int(), z.nonnegative()),
  mac_endpoints: z.number().check(z.int(), z.nonnegative()),
  linux_endpoints: z.number().check(z.int(), z.nonnegative()),
  epp_completed: z.boolean(),
  agent_completed: z.boolean(),
  completed: z.boolean(),
  finalized: finalizedSchema,
});
export type EndpointSection = z.infer<typeof endpointSectionSchema>;

export const virtualSensorSectionSchema = z.object({
  hypervisor: z.array(z.string()),
  virtualizationRequirements: z.boolean(),
  noVirtualSensor: z.boolean(),
  completed: z.boolean(),
  quotas: z.record(z.string(), z.object({ quota: z.number(), used: z.number() })),
});
export type VirtualSensorSection = z.infer<typeof virtualSensorSectionSchema>;

export const availableEndpointsSchema = z.object({
  cloudEndpoints: z.array(nameValueSchema),
  onPremiseEndpoints: z.array(nameValueSchema),
});
export const availableVirtualSensorsSchema = z.object({ results: z.array(nameValueSchema) });

export const hardwareInfoSchema = z.object({
  hardware_key: z.string(),
  label: z.string(),
  hidden: z.boolean(),
  supported_configurations: z.array(z.string()),
});
export const availableHardwareSchema = z.object({
  hardware: z.array(hardwareInfoSchema),
  sensor: z.array(z.object({ hardware_key: z.string(), allotment_key: z.string() })),
  scanner: z.array(z.object({ hardware_key: z.string(), allotment_key: z.string() })),
});
export type AvailableHardware = z.infer<typeof availableHardwareSchema>;

export const productsSchema = z.object({
  products: z.object({
    services: z.array(z.string()),
    hardware_quantity: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
    cloud_sensors: z.array(z.string()),
    virtual_sensors: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
  }),
});
export type Products = z.infer<typeof productsSchema>;

export interface AllotmentRequest {
  model: string;
  quantity: number;
}
export const syncReplySchema = z.object({ success: z.array(z.string()), errors: z.array(z.string()) });
export const hardwareModelsReplySchema = z.object({ compatible: z.array(z.string()) });
export const submitReplySchema = z.object({ submitted_at: z.string() });
