import type { PartnerType } from '@portal/api';

/** The Site Configuration accordion's items (portal-onboarding §2.4), in their order. */
export const SITE_CONFIGURATION_ITEMS = [
  'siteList',
  'sensorList',
  'scannerList',
  'virtualScanner',
  'virtualSensor',
  'virtualLogCollector',
  'connectWise',
] as const;
export type SiteConfigurationItem = (typeof SITE_CONFIGURATION_ITEMS)[number];

export const SITE_CONFIGURATION_TITLES: Record<SiteConfigurationItem, string> = {
  siteList: 'Site List',
  sensorList: 'Sensor List',
  scannerList: 'Physical Scanner List',
  virtualScanner: 'Virtual Scanner Settings',
  virtualSensor: 'Virtual Sensor Settings',
  virtualLogCollector: 'Virtual Log Collector Settings',
  connectWise: 'ConnectWise Integration',
};

/** What decides which items show. */
export interface SiteConfigurationFacts {
  managedDetection: boolean;
  managedRisk: boolean;
  /** Scanners purchased (a scanner allotment above 0). */
  scannersAllotted: boolean;
  /** The onboarding_virtual_sensors feature flag. */
  virtualSensorFeature: boolean;
  /** The virtual sensor quotas added up. */
  virtualSensorQuota: number;
  partnerType: PartnerType;
}

/**
 * §2.4's visibility: sensors and the virtual sensor / log collector need managed detection; scanners need managed
 * risk and an allotment; the virtual scanner managed risk; the virtual sensor item the feature and a quota, the log
 * collector the feature off; ConnectWise partner types msp and msp_plus. Partner type msp sees ConnectWise only (§6).
 */
export function visibleSiteConfigurationItems(facts: SiteConfigurationFacts): SiteConfigurationItem[] {
  const connectWise = facts.partnerType === 'msp' || facts.partnerType === 'msp_plus';
  if (facts.partnerType === 'msp') return ['connectWise'];
  const shown: Record<SiteConfigurationItem, boolean> = {
    siteList: true,
    sensorList: facts.managedDetection,
    scannerList: facts.managedRisk && facts.scannersAllotted,
    virtualScanner: facts.managedRisk,
    virtualSensor: facts.managedDetection && facts.virtualSensorFeature && facts.virtualSensorQuota > 0,
    virtualLogCollector: facts.managedDetection && !facts.virtualSensorFeature,
    connectWise,
  };
  return SITE_CONFIGURATION_ITEMS.filter((item) => shown[item]);
}

/** Scanners are allotted when any scanner model's purchased quantity is above 0. */
export function scannersAllotted(hardwareQuantity: Readonly<Record<string, number>>): boolean {
  return Object.entries(hardwareQuantity).some(([key, count]) => key.startsWith('scanner') && count > 0);
}

export function quotaTotal(quotas: Readonly<Record<string, { quota: number }>>): number {
  return Object.values(quotas).reduce((sum, { quota }) => sum + quota, 0);
}
