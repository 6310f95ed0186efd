import type { Address } from '@portal/api';
import { completionText } from '@portal/ui';

/** The header's completion text of a list item (§2.4): 'No sites', '1 site', '3 sites'. */
export const SITE_LIST_INCOMPLETE = 'Site list incomplete';

export const sitesText = (count: number) => completionText(count, 'site');

/** Sensors and scanners stand at sites: until the site list is complete their header says so instead of a count. */
export function deviceListText(count: number, singular: 'sensor' | 'scanner', sitesComplete: boolean): string {
  return sitesComplete ? completionText(count, singular) : SITE_LIST_INCOMPLETE;
}

export const COMPLETE = 'Complete';
/** A collapsed item's header when its data could not be loaded: the error and Retry are inside the item. */
export const LOAD_FAILED = 'Failed to load';
export const INCOMPLETE = 'Incomplete';
export const NOT_NEEDED = 'Not needed';

/** A settings item's header: not needed (its 'none' box), complete, or incomplete. */
export function settingsText(completed: boolean, notNeeded: boolean): string {
  if (notNeeded) return NOT_NEEDED;
  return completed ? COMPLETE : INCOMPLETE;
}

export const connectWiseText = (configure: boolean) => (configure ? 'Configured' : 'Not configured');

/** The Address column: street, city, region and country joined (§2.4); blanks left out. */
export function addressText(address: Pick<Address, 'street' | 'city' | 'region' | 'country'>): string {
  return [address.street, address.city, address.region, address.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** What still stands at a site: its sensors and scanners, as the demo API words them ('sensor HQ-1'). */
export function siteReferences(
  siteId: string,
  sensors: readonly { name: string; location_id: string }[],
  scanners: readonly { name: string; location_id: string }[],
): string[] {
  return [
    ...sensors.filter((sensor) => sensor.location_id === siteId).map((sensor) => `sensor ${sensor.name}`),
    ...scanners.filter((scanner) => scanner.location_id === siteId).map((scanner) => `scanner ${scanner.name}`),
  ];
}

/** §8: 'Cannot delete {site}. It still is used by' followed by the references. */
export function deleteBlockedText(siteName: string, references: readonly string[]): string {
  return `Cannot delete ${siteName}. It still is used by ${references.join(', ')}.`;
}

/** Whether the site list's Mark Complete is disabled (§4): no edit right, or no sites and not yet complete. */
export function markSitesDisabled(canEdit: boolean, siteCount: number, complete: boolean): boolean {
  return !canEdit || (siteCount === 0 && !complete);
}
