import type { ExternalSection } from '@portal/api';
import { normaliseDomain, splitDomainList, splitIpList } from '@portal/ui';
import { externalReady, productFlags, type ExternalReadiness } from '../overview';

/**
 * Internet exposure's rules (portal-onboarding §3 form, §4 transitions): what the form shows of the saved section,
 * and what one change (a field left, a box ticked) saves. Pure, so the rules are tested without a screen.
 */

export interface ExposureFormValues {
  ipAddresses: string;
  dnsDomains: string;
  noExternalHosts: boolean;
  vulScanIPsConfigured: boolean;
  domainOwnershipConfirmed: boolean;
}

/** One change the user made; each is saved on its own (text on blur, boxes on toggle). */
export type ExposureChange =
  | { field: 'ipAddresses' | 'dnsDomains'; text: string }
  | { field: 'noExternalHosts' | 'vulScanIPsConfigured' | 'domainOwnershipConfirmed'; value: boolean };

export const EXPOSURE_TEXT_FIELDS = ['ipAddresses', 'dnsDomains'] as const;
export const EXPOSURE_BOXES = ['noExternalHosts', 'vulScanIPsConfigured', 'domainOwnershipConfirmed'] as const;

/** The saved lists one entry a line (the form's text), the boxes as saved. */
export function formValuesOf(section: ExternalSection): ExposureFormValues {
  return {
    ipAddresses: section.external_scan_info.addresses.join('\n'),
    dnsDomains: section.external_scan_info.dns.join('\n'),
    noExternalHosts: section.no_external_hosts,
    vulScanIPsConfigured: section.external_scan_allowed,
    domainOwnershipConfirmed: section.domain_ownership_confirmed,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

/**
 * The section to save after one change, or undefined when the change saves nothing (text that lists the same
 * entries). 'I don't have any external hosts' clears the lists and the ownership confirmation and marks the section
 * complete; new domains unconfirm ownership when the confirmation feature is on; a change that leaves the section not
 * ready also marks it incomplete (a complete section always satisfies the §4 rule).
 */
export function applyExposureChange(
  saved: ExternalSection,
  change: ExposureChange,
  readiness: ExternalReadiness,
): ExternalSection | undefined {
  let next: ExternalSection;
  switch (change.field) {
    case 'ipAddresses': {
      const addresses = splitIpList(change.text);
      if (sameList(addresses, saved.external_scan_info.addresses)) return undefined;
      next = { ...saved, external_scan_info: { ...saved.external_scan_info, addresses } };
      break;
    }
    case 'dnsDomains': {
      const dns = splitDomainList(change.text);
      if (sameList(dns, saved.external_scan_info.dns)) return undefined;
      const renamed = !sameList(dns.map(normaliseDomain), saved.external_scan_info.dns.map(normaliseDomain));
      next = {
        ...saved,
        external_scan_info: { ...saved.external_scan_info, dns },
        domain_ownership_confirmed: saved.domain_ownership_confirmed && !(renamed && readiness.ownershipFeature),
      };
      break;
    }
    case 'noExternalHosts':
      if (change.value === saved.no_external_hosts) return undefined;
      if (change.value)
        return {
          ...saved,
          no_external_hosts: true,
          external_scan_info: { addresses: [], dns: [] },
          domain_ownership_confirmed: false,
          completed: true,
        };
      next = { ...saved, no_external_hosts: false };
      break;
    case 'vulScanIPsConfigured':
      if (change.value === saved.external_scan_allowed) return undefined;
      next = { ...saved, external_scan_allowed: change.value };
      break;
    case 'domainOwnershipConfirmed':
      if (change.value === saved.domain_ownership_confirmed) return undefined;
      next = { ...saved, domain_ownership_confirmed: change.value };
      break;
  }
  return { ...next, completed: next.completed && externalReady(next, readiness) };
}

/** The customer's services and the user's feature flags, as the §4 completion rule reads them. */
export function exposureReadiness(services: readonly string[], featureFlags: readonly string[]): ExternalReadiness {
  return {
    addOnOnly: productFlags(services).addOnOnly,
    awareness: services.includes('awareness') || services.includes('awarenessPlus'),
    ownershipFeature: featureFlags.includes('dns_ownership_confirmation'),
  };
}

/** The §4 add-on exceptions: add-on only with managed awareness needs no addresses; add-on only needs no scan. */
export const needsAddresses = (readiness: ExternalReadiness) => !(readiness.addOnOnly && readiness.awareness);
export const needsScanAcknowledgement = (readiness: ExternalReadiness) => !readiness.addOnOnly;

/** Why Mark Complete waits, one sentence each (empty when the section may be marked complete). */
export const EXPOSURE_MISSING_TEXTS = {
  addresses: 'Enter the public IP addresses of your external hosts.',
  domains: 'Enter the DNS domains of your external hosts.',
  scan: 'Acknowledge the monthly external vulnerability scans.',
  ownership: 'Confirm that you own the DNS domains.',
} as const;

export function exposureMissing(section: ExternalSection, readiness: ExternalReadiness): string[] {
  if (section.no_external_hosts) return [];
  const { addresses, dns } = section.external_scan_info;
  const missing: string[] = [];
  if (addresses.length === 0 && needsAddresses(readiness)) missing.push(EXPOSURE_MISSING_TEXTS.addresses);
  if (dns.length === 0) missing.push(EXPOSURE_MISSING_TEXTS.domains);
  if (!section.external_scan_allowed && needsScanAcknowledgement(readiness)) missing.push(EXPOSURE_MISSING_TEXTS.scan);
  if (!section.domain_ownership_confirmed && readiness.ownershipFeature) missing.push(EXPOSURE_MISSING_TEXTS.ownership);
  return missing;
}
