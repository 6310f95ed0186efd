import type { Site, SiteInput } from '@portal/api';

/** The site form (portal-onboarding §3 "Site (form)"); lists the user types are text, as typed. */
export interface SiteFormValues {
  name: string;
  address: {
    id: string | null;
    country: string;
    street: string;
    street2: string;
    city: string;
    region: string;
    postcode: string;
  };
  timezone: string;
  firewalls: string[];
  noFirewalls: boolean;
  switches: string[];
  wap: string[];
  ipSubnets: string;
  networkBlacklist: string;
  scanningBlacklist: string;
  devices: string;
  adc: number | undefined;
  isADCDNS: boolean;
  isADCDHCP: boolean;
  thirdPartySite: boolean;
  oldestWindowsVersion: string;
  notes: string;
  iam: string[];
  dns: string[];
  noDNS: boolean;
  dhcp: string[];
  noDHCP: boolean;
  antivirus: string[];
  mfa: string[];
  ids: string[];
  vpn: string[];
  proxy: string[];
  cls: string;
}

/** A new site: adc defaults to 0 (§3), the United States first among countries. */
export function emptySiteForm(): SiteFormValues {
  return {
    name: '',
    address: { id: null, country: 'US', street: '', street2: '', city: '', region: '', postcode: '' },
    timezone: '',
    firewalls: [],
    noFirewalls: false,
    switches: [],
    wap: [],
    ipSubnets: '',
    networkBlacklist: '',
    scanningBlacklist: '',
    devices: '',
    adc: 0,
    isADCDNS: false,
    isADCDHCP: false,
    thirdPartySite: false,
    oldestWindowsVersion: '',
    notes: '',
    iam: [],
    dns: [],
    noDNS: false,
    dhcp: [],
    noDHCP: false,
    antivirus: [],
    mfa: [],
    ids: [],
    vpn: [],
    proxy: [],
    cls: '',
  };
}

/** Network segments: split on commas and new lines (§5), trimmed, blanks dropped. */
export function splitSegments(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Blacklists, devices and custom log sources are shown joined with ', ' (§5) and split back on commas. */
export const LIST_SEPARATOR = ', ';
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}

/** The log sources a site stores (§3): a free-form record; anything of another shape reads as empty. */
function logSourcesOf(site: Site) {
  const sources = record(site.log_sources);
  const vpn = record(sources.client_vpn);
  return {
    iam: strings(sources.iam),
    dns: strings(sources.dns),
    dhcp: strings(sources.dhcp),
    antivirus: strings(sources.antivirus),
    ids: strings(sources.ids),
    proxy: strings(sources.proxy),
    wap: strings(sources.wap),
    cls: strings(sources.cls),
    vpn: strings(vpn.client_vpn),
    mfa: strings(vpn.two_factor_auth),
  };
}

/** A saved site as the form shows it; an empty saved list of firewalls, DNS or DHCP was a ticked 'none' box. */
export function siteToForm(site: Site): SiteFormValues {
  const sources = logSourcesOf(site);
  return {
    name: site.name,
    address: { ...site.address, street2: site.address.street2 ?? '' },
    timezone: site.time_zone,
    firewalls: site.firewall_models,
    noFirewalls: site.firewall_models.length === 0,
    switches: site.switch_models,
    wap: sources.wap,
    ipSubnets: site.network_segments.join('\n'),
    networkBlacklist: site.monitoring_blacklist.join(LIST_SEPARATOR),
    scanningBlacklist: site.scanning_blacklist.join(LIST_SEPARATOR),
    devices: site.security_devices.join(LIST_SEPARATOR),
    adc: site.active_directory_controllers,
    isADCDNS: site.adc_is_dns,
    isADCDHCP: site.adc_is_dhcp,
    thirdPartySite: site.third_party_site,
    oldestWindowsVersion: site.oldest_windows_version ?? '',
    notes: site.notes,
    iam: sources.iam,
    dns: sources.dns,
    noDNS: sources.dns.length === 0,
    dhcp: sources.dhcp,
    noDHCP: sources.dhcp.length === 0,
    antivirus: sources.antivirus,
    mfa: sources.mfa,
    ids: sources.ids,
    vpn: sources.vpn,
    proxy: sources.proxy,
    cls: sources.cls.join(LIST_SEPARATOR),
  };
}

/**
 * The form's values as final-form holds them: a cleared text field is undefined (its key may be missing), so
 * everything is optional until `completeDraft` fills the gaps.
 */
export type SiteFormDraft = Partial<Omit<SiteFormValues, 'address'>> & {
  address?: Partial<SiteFormValues['address']>;
};

export function completeDraft(draft: SiteFormDraft): SiteFormValues {
  const empty = emptySiteForm();
  const filled = Object.fromEntries(
    Object.entries(empty).map(([key, fallback]) => [key, (draft as Record<string, unknown>)[key] ?? fallback]),
  ) as unknown as SiteFormValues;
  const address = Object.fromEntries(
    Object.entries(empty.address).map(([key, fallback]) => [
      key,
      (draft.address as Record<string, unknown> | undefined)?.[key] ?? fallback,
    ]),
  ) as unknown as SiteFormValues['address'];
  return { ...filled, address, adc: draft.adc };
}

const text = (value: string) => value.trim();

/** The form as the sites v2 calls take it; a ticked 'none' box sends its list empty (§3). */
export function formToSiteInput(draft: SiteFormDraft): SiteInput {
  const values = completeDraft(draft);
  const adc = values.adc ?? 0;
  const street2 = text(values.address.street2);
  return {
    name: text(values.name),
    address: {
      id: values.address.id,
      country: values.address.country,
      street: text(values.address.street),
      street2: street2 === '' ? null : street2,
      city: text(values.address.city),
      region: text(values.address.region),
      postcode: text(values.address.postcode),
    },
    time_zone: values.timezone,
    firewall_models: values.noFirewalls ? [] : values.firewalls,
    active_directory_controllers: adc,
    switch_models: values.switches,
    network_segments: splitSegments(values.ipSubnets),
    scanning_blacklist: splitList(values.scanningBlacklist),
    monitoring_blacklist: splitList(values.networkBlacklist),
    security_devices: splitList(values.devices),
    adc_is_dhcp: values.isADCDHCP,
    adc_is_dns: adc > 0 && values.isADCDNS,
    third_party_site: values.thirdPartySite,
    oldest_windows_version: adc > 0 && values.oldestWindowsVersion !== '' ? values.oldestWindowsVersion : null,
    notes: values.notes,
    log_sources: {
      iam: values.iam,
      dns: values.noDNS ? [] : values.dns,
      dhcp: values.noDHCP ? [] : values.dhcp,
      antivirus: values.antivirus,
      ids: values.ids,
      proxy: values.proxy,
      wap: values.wap,
      cls: splitList(values.cls),
      client_vpn: { client_vpn: values.vpn, two_factor_auth: values.mfa },
    },
  };
}
