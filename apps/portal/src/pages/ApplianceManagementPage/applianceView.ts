import type { Appliance, LicenceKey } from '@portal/api';
import {
  CONFIGURATIONS,
  configurationOf,
  PLATFORMS,
  platformOf,
  statusOf,
  STATUSES,
  type ApplianceStatus,
  type Configuration,
  type Platform,
  type Quotas,
} from './applianceRules';

/**
 * What the page shows of the list: which appliances the version holds, the filters (kept in the URL as text) and
 * the counters. Pure, so the rules are tested without a browser.
 */
export interface ApplianceVersion {
  /** Feature flag vanilla_sensor: the physical-appliance-aware version. */
  vanilla: boolean;
  /** Setting platform_column: the Platform column and filter. */
  platformColumn: boolean;
}

export interface ApplianceFilters {
  search: string;
  platforms: readonly Platform[];
  configurations: readonly Configuration[];
  status: ApplianceStatus | undefined;
}

export const NO_FILTERS: ApplianceFilters = { search: '', platforms: [], configurations: [], status: undefined };

/** The URL parameters of the view (useTableUrlState). */
export const FILTER_PARAMS = { search: 'q', platforms: 'platform', configurations: 'configuration', status: 'status' };

/** The version's appliances: the virtual-only version leaves physical ones out. */
export const versionRows = (rows: readonly Appliance[], version: ApplianceVersion): Appliance[] =>
  rows.filter((row) => version.vanilla || !row.is_vanilla);

/** The Platform filter's choices (after 'Display All'): Physical Appliance only in the flagged version. */
export const platformChoices = (version: ApplianceVersion): Platform[] =>
  PLATFORMS.filter((platform) => version.vanilla || platform !== 'Physical Appliance');

function listParam<T extends string>(text: string | undefined, allowed: readonly T[]): T[] {
  const wanted = new Set((text ?? '').split(','));
  // In the choices' order, unknown values dropped: a hand-edited URL cannot break the page.
  return allowed.filter((value) => wanted.has(value));
}

/** Reads the filters from the view's URL parameters; the Platform filter only exists with platform_column. */
export function readFilters(params: Readonly<Record<string, string>>, version: ApplianceVersion): ApplianceFilters {
  const status = params[FILTER_PARAMS.status];
  return {
    search: params[FILTER_PARAMS.search] ?? '',
    platforms: version.platformColumn ? listParam(params[FILTER_PARAMS.platforms], platformChoices(version)) : [],
    configurations: listParam(params[FILTER_PARAMS.configurations], CONFIGURATIONS),
    status: STATUSES.find((candidate) => candidate === status),
  };
}

export const hasFilters = (filters: ApplianceFilters): boolean =>
  filters.search.trim() !== '' ||
  filters.platforms.length > 0 ||
  filters.configurations.length > 0 ||
  filters.status !== undefined;

/** Search on serial number and short name (case-insensitive, every word must match one of them). */
export function matchesSearch(appliance: Appliance, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${appliance.serial_number} ${appliance.short_name}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** An empty multi-select is 'Display All'. */
export function filterAppliances(rows: readonly Appliance[], filters: ApplianceFilters): Appliance[] {
  return rows.filter(
    (row) =>
      matchesSearch(row, filters.search) &&
      (filters.platforms.length === 0 || filters.platforms.includes(platformOf(row))) &&
      (filters.configurations.length === 0 || filters.configurations.includes(configurationOf(row))) &&
      (filters.status === undefined || statusOf(row) === filters.status),
  );
}

/** §2: 'Total Sensors (x of n)' unfiltered, 'Results Displayed (x of n)' when a filter is set. */
export const countLabel = (shown: number, total: number, filtered: boolean): string =>
  `${filtered ? 'Results Displayed' : 'Total Sensors'} (${shown} of ${total})`;

export interface LicenceCounter {
  key: LicenceKey;
  label: string;
  available: number;
  quota: number;
  /** Active when available is not 0. */
  active: boolean;
  tooltip: string;
}

const COUNTERS: readonly { key: LicenceKey; label: string }[] = [
  { key: 'awnv100', label: '100 Series' },
  { key: 'awnv200', label: '200 Series' },
  { key: 'awnv1000', label: '1000 Series' },
  { key: 'vlc', label: 'Log Collectors' },
];

/** §2: available/quota per series; the tooltip says whether more can be assigned, purchased or requested. */
export function licenceCounters(quotas: Quotas): LicenceCounter[] {
  return COUNTERS.map(({ key, label }) => {
    const { quota, used } = quotas[key];
    const available = Math.max(0, quota - used);
    const active = available !== 0;
    const tooltip = active
      ? 'Sensors available to assign'
      : key === 'vlc'
        ? 'Request additional sensors'
        : 'Purchase required for additional sensors';
    return { key, label, available, quota, active, tooltip };
  });
}
