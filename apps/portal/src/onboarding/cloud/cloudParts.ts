import type { CloudSection } from '@portal/api';

/**
 * The Cloud Sensor Configuration rules (portal-onboarding §2.5, §4, §5): which parts a customer sees, when a part's
 * Mark Complete may be pressed, what a change saves and when the whole section is complete. Pure, so the overview's
 * checklist and the section share them.
 */

/** The parts in the spec's order (§2.5): AWS, Azure, Office 365, Salesforce, geo login, iManage, GCP. */
export const CLOUD_PARTS = ['amazon', 'azure', 'office365', 'salesforce', 'geo_login', 'imanage', 'gcp'] as const;
export type CloudPart = (typeof CLOUD_PARTS)[number];

/** The parts whose completion makes the section complete (§4: all but GCP, whose form has no completed flag). */
export type CompletablePart = Exclude<CloudPart, 'gcp'>;
export const isCompletable = (part: CloudPart): part is CompletablePart => part !== 'gcp';

/**
 * The purchased cloud sensor (`products.cloud_sensors`, §3 cloud products) each part configures. Geo login has no
 * product of its own: it names the countries users sign in from, for every purchased cloud sensor.
 */
export const PART_PRODUCTS: Readonly<Record<Exclude<CloudPart, 'geo_login'>, string>> = {
  amazon: 'aws',
  azure: 'azure',
  office365: 'o365',
  salesforce: 'salesforce',
  imanage: 'imanage',
  gcp: 'gcp',
};

/** The parts the customer bought (in the spec's order); geo login with any cloud sensor. */
export function purchasedCloudParts(cloudSensors: readonly string[]): CloudPart[] {
  return CLOUD_PARTS.filter((part) =>
    part === 'geo_login' ? cloudSensors.length > 0 : cloudSensors.includes(PART_PRODUCTS[part]),
  );
}

/** What the section's completion reads of each part. */
export type CloudCompletion = Readonly<Record<CompletablePart, { completed: boolean }>>;

/**
 * The cloud section is complete when every purchased part but GCP is (§4). With no cloud sensor bought there is
 * nothing to configure, so it counts as complete.
 */
export function cloudSectionComplete(cloud: CloudCompletion, cloudSensors: readonly string[]): boolean {
  return purchasedCloudParts(cloudSensors)
    .filter(isCompletable)
    .every((part) => cloud[part].completed);
}

const filled = (licences: string | null): boolean => (licences ?? '').trim() !== '';

/**
 * Whether a part's required selections are made (§5): AWS regions, geo login countries, Office 365 and Salesforce
 * licences; the other parts need none.
 */
export function requiredSelectionsMade(cloud: CloudSection, part: CloudPart): boolean {
  switch (part) {
    case 'amazon':
      return cloud.amazon.regions.length > 0;
    case 'geo_login':
      return cloud.geo_login.countries.length > 0;
    case 'office365':
      return filled(cloud.office365.licenses);
    case 'salesforce':
      return filled(cloud.salesforce.licenses);
    default:
      return true;
  }
}

/** Mark Complete is disabled without edit rights, or for an incomplete part whose required selections are empty. */
export function markCompleteDisabled(cloud: CloudSection, part: CompletablePart, canEdit: boolean): boolean {
  return !canEdit || (!cloud[part].completed && !requiredSelectionsMade(cloud, part));
}

/** A change to one part: its fields (and its completed flag). */
export type CloudPartChange<P extends CloudPart> = Partial<CloudSection[P]>;

/**
 * The section with one part changed, as the next save sends it. A part whose required selection was just emptied
 * is no longer complete, so a saved completion never stands on an empty requirement.
 */
export function withCloudChange<P extends CloudPart>(
  cloud: CloudSection,
  part: P,
  change: CloudPartChange<P>,
): CloudSection {
  const next: CloudSection = { ...cloud, [part]: { ...cloud[part], ...change } };
  if (next[part].completed && !requiredSelectionsMade(next, part))
    return { ...next, [part]: { ...next[part], completed: false } };
  return next;
}
