import type { Appliance, LicenceKey, VirtualSensorsReply } from '@portal/api';

/**
 * Appliance Management's rules (portal-core §2 "Appliance Management", §3 appliance and licence, §4 appliance states,
 * §5 activation, §8 toasts): what an appliance is called, shown as, and whether its licence lets it be activated.
 */
export type Quotas = VirtualSensorsReply['quotas'];
export type ApplianceKind = 'Physical' | 'Virtual';

export const PLATFORMS = ['VMware ESXi', 'AWS', 'Physical Appliance', 'Azure', 'Hyper-V', 'Nutanix'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const CONFIGURATIONS = ['Virtual Log Collector', 'Mirroring', 'Scanner', 'Internal Tap'] as const;
export type Configuration = (typeof CONFIGURATIONS)[number];
/** The Status filter's options (§2); the row's badge uses the §4 wording ('Not activated'). */
export const STATUSES = ['Not Activated', 'Activated'] as const;
export type ApplianceStatus = (typeof STATUSES)[number];

const CONFIGURATION_OF: Record<Appliance['deployment_type'], Configuration> = {
  vlc: 'Virtual Log Collector',
  mirroring: 'Mirroring',
  scanner: 'Scanner',
  internal_tap: 'Internal Tap',
};

/** A vanilla appliance is a physical one. */
export const kindOf = (appliance: Appliance): ApplianceKind => (appliance.is_vanilla ? 'Physical' : 'Virtual');

export const isScanner = (appliance: Appliance): boolean =>
  appliance.deployment_type === 'scanner' || appliance.product_type === 'scanner';

/** §3: from hardware_type — vmware (also the default), aws_*, azure_*, hyperv_*, nutanix_*, vanilla for physical. */
export function platformOf(appliance: Appliance): Platform {
  const hardware = appliance.hardware_type ?? 'vmware';
  if (appliance.is_vanilla || hardware === 'vanilla') return 'Physical Appliance';
  if (hardware.startsWith('aws_')) return 'AWS';
  if (hardware.startsWith('azure_')) return 'Azure';
  if (hardware.startsWith('hyperv_')) return 'Hyper-V';
  if (hardware.startsWith('nutanix_')) return 'Nutanix';
  return 'VMware ESXi';
}

export const configurationOf = (appliance: Appliance): Configuration => CONFIGURATION_OF[appliance.deployment_type];

/** §4: 'activated' is installed and awaiting activation; 'registered' is activated. */
export const statusOf = (appliance: Appliance): ApplianceStatus =>
  appliance.state === 'registered' ? 'Activated' : 'Not Activated';
export const STATUS_BADGE_TEXT: Record<ApplianceStatus, string> = {
  'Not Activated': 'Not activated',
  Activated: 'Activated',
};

/** §3: from model_size or hardware_type, defaulting to the 200 series for virtual types. */
export function modelOf(appliance: Appliance): string {
  return appliance.model_size ?? appliance.hardware_type ?? (appliance.is_vanilla ? 'N/A' : 'awnv200');
}

const VIRTUAL_MODELS: readonly string[] = ['awnv100', 'awnv200', 'awnv1000'];

/** The licence an activation uses, or null when it needs none (§5: scanner and vlc deployments). */
export function licenceOf(appliance: Appliance): LicenceKey | null {
  if (appliance.deployment_type === 'scanner' || appliance.deployment_type === 'vlc') return null;
  if (appliance.is_vanilla) return 'vanilla';
  const size = appliance.model_size;
  return size !== null && VIRTUAL_MODELS.includes(size) ? (size as LicenceKey) : 'awnv200';
}

/** §5: the appliance's licence is used up (used at or above quota). Never for appliances needing no licence. */
export function isQuotaFull(appliance: Appliance, quotas: Quotas): boolean {
  const licence = licenceOf(appliance);
  const quota = licence === null ? undefined : quotas[licence];
  return quota !== undefined && quota.used >= quota.quota;
}

/** §5, verbatim: 'Can not' blocks before any call; 'Could not' follows a failed call with the quota full. */
export function licenceExceededMessage(appliance: Appliance, verb: 'Can not' | 'Could not'): string {
  const kind = kindOf(appliance).toLowerCase();
  return `${modelOf(appliance)} license count exceeded. ${verb} activate ${kind} appliance ${appliance.serial_number}.`;
}

/** §8 success toasts. */
export const activatedMessage = (appliance: Appliance): string =>
  `${kindOf(appliance)} appliance ${appliance.serial_number} successfully activated.`;
export const decommissionedMessage = (appliance: Appliance): string =>
  `${kindOf(appliance)} appliance ${appliance.serial_number} successfully decommissioned.`;

/** The dialogs' noun: scanners are worded as scanners (§2). */
export const nounOf = (appliance: Appliance): 'Appliance' | 'Scanner' =>
  isScanner(appliance) ? 'Scanner' : 'Appliance';

export const activateTitle = (appliance: Appliance): string => `Activate ${kindOf(appliance)} ${nounOf(appliance)}`;
export const decommissionTitle = (appliance: Appliance): string =>
  `Decommission ${kindOf(appliance)} ${nounOf(appliance)}`;

const described = (appliance: Appliance): string =>
  `${kindOf(appliance).toLowerCase()} ${nounOf(appliance).toLowerCase()}`;

/** §5: what an MSP user or provider staff reads before typing the customer name. */
export function customerConfirmationText(appliance: Appliance, customer: string): string {
  const what = described(appliance);
  return `You are activating the ${what} ${appliance.serial_number} for ${customer}. Please ensure this is the customer where this ${what} is installed.`;
}

export const activateQuestion = (appliance: Appliance): string =>
  `Are you sure you want to activate ${described(appliance)} ${appliance.serial_number}?`;
export const decommissionQuestion = (appliance: Appliance): string =>
  `Are you sure you want to decommission ${described(appliance)} ${appliance.serial_number}?`;

/** §5: the typed name matches the customer's ignoring case (and the spaces around it). */
export const customerNameMatches = (typed: string, customer: string): boolean =>
  typed.trim().toLowerCase() === customer.trim().toLowerCase() && customer.trim() !== '';
