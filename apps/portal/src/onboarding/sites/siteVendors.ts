import type { FieldOption } from '@portal/ui';

/** The vendor lists of a site (portal-onboarding §9); those the spec does not list end with 'Other (put in notes)'. */
const OTHER_IN_NOTES = 'Other (put in notes)';

const options = (labels: readonly string[]): FieldOption[] => labels.map((label) => ({ value: label, label }));

export const FIREWALL_VENDORS = options([
  'Barracuda',
  'Checkpoint',
  'Cisco ASA',
  'Cisco FTD (Firepower)',
  'Cisco Meraki',
  'FireEye',
  'Forcepoint',
  'Fortinet',
  'Juniper',
  'Netscreen',
  'Palo Alto',
  'PFsense',
  'Sonic Wall',
  'Watchguard',
  'Other',
]);

export const SWITCH_VENDORS = options([
  'Aruba',
  'Avaya',
  'Brocade',
  'Cisco Catalyst',
  'Cisco Nexus',
  'Cisco Meraki',
  'HP',
  'Juniper',
  'Ubiquiti',
  'Other',
]);

export const WAP_VENDORS = options(['Aruba', 'Cisco', 'Cisco Meraki', 'Ubiquiti', 'Other']);

// The spec names only the three lists above; these are the portal's choice (README decisions table).
export const IAM_VENDORS = options(['Active Directory', 'Azure AD / Entra ID', 'Okta', 'JumpCloud', OTHER_IN_NOTES]);
export const DNS_VENDORS = options(['Windows DNS', 'Infoblox', 'BIND', 'Cisco Umbrella', 'Cloudflare', OTHER_IN_NOTES]);
export const DHCP_VENDORS = options(['Windows DHCP', 'Infoblox', 'ISC DHCP', 'Firewall / router', OTHER_IN_NOTES]);
export const ANTIVIRUS_VENDORS = options([
  'Microsoft Defender',
  'CrowdStrike Falcon',
  'SentinelOne',
  'Sophos',
  'Symantec',
  'Trend Micro',
  OTHER_IN_NOTES,
]);
export const MFA_VENDORS = options(['Duo', 'Okta Verify', 'Microsoft Authenticator', 'RSA SecurID', OTHER_IN_NOTES]);
export const IDS_VENDORS = options([
  'Snort',
  'Suricata',
  'Cisco Firepower',
  'Palo Alto Threat Prevention',
  OTHER_IN_NOTES,
]);
export const VPN_VENDORS = options([
  'Cisco AnyConnect',
  'Palo Alto GlobalProtect',
  'Fortinet FortiClient',
  'OpenVPN',
  'Pulse Secure',
  OTHER_IN_NOTES,
]);
export const PROXY_VENDORS = options(['Zscaler', 'Forcepoint', 'Symantec Blue Coat', 'Squid', OTHER_IN_NOTES]);

/** Oldest Windows Server version options (portal-onboarding §9). */
export const WINDOWS_SERVER_VERSIONS = options([
  '2003',
  '2003 R2',
  '2008',
  '2008 R2',
  '2012',
  '2012 R2',
  '2016',
  '2019',
]);

/** Saved values no longer in a list stay choosable, so editing a site never drops them silently. */
export function withSavedValues(list: readonly FieldOption[], saved: readonly string[]): FieldOption[] {
  const known = new Set(list.map((option) => option.value));
  const extra = saved.filter((value) => !known.has(value));
  return [...list, ...options([...new Set(extra)])];
}
