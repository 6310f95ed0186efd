import { formatFullNumber, NOT_AVAILABLE } from '../../format';
import type { CoverageCategory } from './coverageScore';

/** The readiness facts behind the score (portal-core §3), as the API names them. */
export interface CoverageFacts {
  num_monthly_incidents: number;
  has_recent_snmp_observations: boolean;
  num_internal_nmap_scanned_in_past_week: number;
  num_scan_types_configured: number;
  obs_exist_for_configured_cloud_apps: boolean;
  num_cloud_apps_detected?: number | null;
  num_cloud_apps_configured?: number | null;
  num_escalations_configured: number;
  num_critical_vulnerabilities: number;
  num_high_vulnerabilities: number;
  server_av_found: boolean;
  desktop_av_found: boolean;
  ad_nxlog_parser_exists: boolean;
  fw_log_parser_exists: boolean;
  customer_in_geo_approved_or_restricted_list: boolean;
  ad_poller_logs_exist: boolean;
}

/** Monthly incident labels (portal-core §9): up to 15 Low, up to 25 Medium, above 25 High. */
export const INCIDENT_LEVELS = [
  { max: 15, label: 'Low', intent: 'success' },
  { max: 25, label: 'Medium', intent: 'warning' },
  { max: Number.POSITIVE_INFINITY, label: 'High', intent: 'danger' },
] as const;
export type IncidentLevel = (typeof INCIDENT_LEVELS)[number];

const HIGHEST_LEVEL = INCIDENT_LEVELS[INCIDENT_LEVELS.length - 1] ?? INCIDENT_LEVELS[2];

/** The label of a month's incident count; a count that is not a number reads as High (the cautious side). */
export function incidentLevel(count: number): IncidentLevel {
  return INCIDENT_LEVELS.find((level) => count <= level.max) ?? HIGHEST_LEVEL;
}

/** Booleans show as Y or N (portal-core §2). */
export function formatYesNo(value: boolean): 'Y' | 'N' {
  return value ? 'Y' : 'N';
}

function isCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Cloud apps show as 'configured / detected' when both exist, otherwise N/A (portal-core §2). */
export function formatCloudApps(configured: number | null | undefined, detected: number | null | undefined): string {
  if (!isCount(configured) || !isCount(detected)) return NOT_AVAILABLE;
  return `${formatFullNumber(configured)} / ${formatFullNumber(detected)}`;
}

/** One line of the breakdown: a fact as the user reads it; `intent` colours a level (incidents only). */
export interface CoverageFactValue {
  text: string;
  intent?: IncidentLevel['intent'];
}

export interface CoverageFactDefinition {
  key: string;
  category: CoverageCategory['key'];
  label: string;
  value: (facts: CoverageFacts) => CoverageFactValue;
}

/** The names of the facts whose values are of type V. */
type FieldsOf<V> = { [K in keyof CoverageFacts]-?: CoverageFacts[K] extends V ? K : never }[keyof CoverageFacts];

const yesNo =
  (field: FieldsOf<boolean>) =>
  (facts: CoverageFacts): CoverageFactValue => ({ text: formatYesNo(facts[field]) });

const count =
  (field: FieldsOf<number>) =>
  (facts: CoverageFacts): CoverageFactValue => ({ text: formatFullNumber(facts[field]) });

/**
 * Every readiness fact of portal-core §3, under the part of the score it feeds. The spec names the facts but not
 * their grouping: log sources, antivirus, cloud apps and the geo policy are configuration; recent observations are
 * monitoring; escalations are ticketing; scans and the vulnerabilities they find are external scans.
 */
export const COVERAGE_FACTS: readonly CoverageFactDefinition[] = [
  {
    key: 'fw_log_parser_exists',
    category: 'configuration',
    label: 'Firewall logs',
    value: yesNo('fw_log_parser_exists'),
  },
  {
    key: 'ad_nxlog_parser_exists',
    category: 'configuration',
    label: 'Active Directory logs',
    value: yesNo('ad_nxlog_parser_exists'),
  },
  {
    key: 'ad_poller_logs_exist',
    category: 'configuration',
    label: 'Active Directory poller logs',
    value: yesNo('ad_poller_logs_exist'),
  },
  { key: 'server_av_found', category: 'configuration', label: 'Server antivirus', value: yesNo('server_av_found') },
  { key: 'desktop_av_found', category: 'configuration', label: 'Desktop antivirus', value: yesNo('desktop_av_found') },
  {
    key: 'cloud_apps',
    category: 'configuration',
    label: 'Cloud apps (configured / detected)',
    value: (facts) => ({ text: formatCloudApps(facts.num_cloud_apps_configured, facts.num_cloud_apps_detected) }),
  },
  {
    key: 'customer_in_geo_approved_or_restricted_list',
    category: 'configuration',
    label: 'Approved or restricted countries list',
    value: yesNo('customer_in_geo_approved_or_restricted_list'),
  },
  {
    key: 'has_recent_snmp_observations',
    category: 'monitoring',
    label: 'Recent SNMP observations',
    value: yesNo('has_recent_snmp_observations'),
  },
  {
    key: 'obs_exist_for_configured_cloud_apps',
    category: 'monitoring',
    label: 'Observations from configured cloud apps',
    value: yesNo('obs_exist_for_configured_cloud_apps'),
  },
  {
    key: 'num_monthly_incidents',
    category: 'incidents',
    label: 'Monthly incidents',
    value: ({ num_monthly_incidents: incidents }) => {
      const level = incidentLevel(incidents);
      return { text: level.label, intent: level.intent };
    },
  },
  {
    key: 'num_escalations_configured',
    category: 'ticketing',
    label: 'Escalations configured',
    value: count('num_escalations_configured'),
  },
  {
    key: 'num_scan_types_configured',
    category: 'externalScans',
    label: 'Scan types configured',
    value: count('num_scan_types_configured'),
  },
  {
    key: 'num_internal_nmap_scanned_in_past_week',
    category: 'externalScans',
    label: 'Internal hosts scanned in the past week',
    value: count('num_internal_nmap_scanned_in_past_week'),
  },
  {
    key: 'num_critical_vulnerabilities',
    category: 'externalScans',
    label: 'Critical vulnerabilities',
    value: count('num_critical_vulnerabilities'),
  },
  {
    key: 'num_high_vulnerabilities',
    category: 'externalScans',
    label: 'High vulnerabilities',
    value: count('num_high_vulnerabilities'),
  },
];
