/**
 * The overview's section rules (portal-onboarding §2.2, §4): which sections are visible, when each is complete,
 * what the checklist counts and which banner it shows. Pure, so the contacts and sites sections can import them.
 */

import { cloudSectionComplete, type CloudCompletion } from '../cloud/cloudParts';

export type OnboardingSectionKey = 'contacts' | 'sites' | 'cloud' | 'external' | 'endpoint';

/** The section names of §2.2, as the checklist lists them. */
export const SECTION_NAMES: Record<OnboardingSectionKey, string> = {
  contacts: 'Contacts',
  sites: 'Site Configuration',
  cloud: 'Cloud Configuration',
  external: 'Internet Exposure',
  endpoint: 'Endpoint Configuration',
};

/** The panels' order on the page (§2.2) and the checklist's order (§4). */
export const PANEL_ORDER: readonly OnboardingSectionKey[] = ['contacts', 'sites', 'endpoint', 'cloud', 'external'];
export const CHECKLIST_ORDER: readonly OnboardingSectionKey[] = ['contacts', 'sites', 'cloud', 'external', 'endpoint'];

/** The platform services; a purchase of none of them is add-on only. */
const PLATFORM_SERVICES: ReadonlySet<string> = new Set([
  'managedDetection',
  'managedRisk',
  'logSearch',
  'cspmAws',
  'cspmAzure',
  'cspmGcp',
]);
/** The incident-response retainer group (portal-onboarding §3 product groups). */
export const IR_RETAINER_SERVICES: ReadonlySet<string> = new Set([
  'irJumpstartRetainer',
  'jumpStartRetainer',
  'incident360',
  'incident360Plus',
]);

export interface ProductFlags {
  /** Only add-on services were bought (no detection, risk, log search or cloud posture service). */
  addOnOnly: boolean;
  /** Only incident-response retainers were bought. */
  irRetainerOnly: boolean;
}

export function productFlags(services: readonly string[]): ProductFlags {
  const boughtAny = services.length > 0;
  return {
    addOnOnly: boughtAny && !services.some((service) => PLATFORM_SERVICES.has(service)),
    irRetainerOnly: boughtAny && services.every((service) => IR_RETAINER_SERVICES.has(service)),
  };
}

type Finalized = { timestamp: string } | null;

/** What visibility reads; a part still loading (or failed) is undefined and counts as not hiding anything. */
export interface VisibilityInput {
  services: readonly string[] | undefined;
  status: { tko_completed: boolean; handoff_completed: boolean };
  sites: { sites: readonly { finalized: Finalized }[] } | undefined;
  cloud: { finalized: Finalized } | undefined;
  external: { finalized: Finalized } | undefined;
  endpoint: { finalized: Finalized } | undefined;
}

/** A site list whose every site is finalized is a finalized section; an empty one is not. */
export const sitesFinalized = (sites: readonly { finalized: Finalized }[]): boolean =>
  sites.length > 0 && sites.every((site) => site.finalized !== null);

/** Whether one section is visible: a finalized section is hidden, and so are those the products leave out. */
export function isSectionVisible(key: OnboardingSectionKey, input: VisibilityInput): boolean {
  const { addOnOnly, irRetainerOnly } = productFlags(input.services ?? []);
  switch (key) {
    // Contacts carry no finalized stamp: the handoff finalizes them with the rest.
    case 'contacts':
      return !input.status.handoff_completed;
    case 'sites':
      return !addOnOnly && !(input.sites !== undefined && sitesFinalized(input.sites.sites));
    case 'cloud':
      return !addOnOnly && (input.cloud?.finalized ?? null) === null;
    case 'external':
      return !irRetainerOnly && (input.external?.finalized ?? null) === null;
    case 'endpoint':
      return !addOnOnly && (input.endpoint?.finalized ?? null) === null && !input.status.tko_completed;
  }
}

/** The visible sections in the given order (the panels' by default). */
export function visibleSections(
  input: VisibilityInput,
  order: readonly OnboardingSectionKey[] = PANEL_ORDER,
): OnboardingSectionKey[] {
  return order.filter((key) => isSectionVisible(key, input));
}

/** Each section's saved completion, as the checklist reads it. */
export interface CompletionInput {
  contacts: { completed: boolean };
  sites: { completed: boolean };
  cloud: CloudCompletion;
  external: { completed: boolean };
  endpoint: { completed: boolean };
  /** The purchased cloud sensors: the cloud section needs only their parts (`onboarding/cloud/cloudParts.ts`). */
  products: { cloud_sensors: readonly string[] };
}

export function isSectionComplete(key: OnboardingSectionKey, input: CompletionInput): boolean {
  return key === 'cloud' ? cloudSectionComplete(input.cloud, input.products.cloud_sensors) : input[key].completed;
}

export interface ChecklistItem {
  key: OnboardingSectionKey;
  name: string;
  complete: boolean;
}

export interface ChecklistSummary {
  items: ChecklistItem[];
  total: number;
  complete: number;
  remaining: number;
  /** Percent of the visible sections complete, 0–100 (100 when there are none). */
  percent: number;
  allComplete: boolean;
}

/** The overall checklist (§4): the visible sections and how many are complete. */
export function checklistSummary(visibility: VisibilityInput, completion: CompletionInput): ChecklistSummary {
  const items = visibleSections(visibility, CHECKLIST_ORDER).map((key) => ({
    key,
    name: SECTION_NAMES[key],
    complete: isSectionComplete(key, completion),
  }));
  const complete = items.filter((item) => item.complete).length;
  const total = items.length;
  return {
    items,
    total,
    complete,
    remaining: total - complete,
    percent: total === 0 ? 100 : (complete / total) * 100,
    allComplete: complete === total,
  };
}

/** The checklist's text (§4), verbatim. */
export const remainingText = (remaining: number): string => `${remaining} incomplete section(s) remaining.`;

export const READY_TO_SUBMIT_TEXT = 'You are now ready to submit your information to your Onboarding team';
export const UNDER_REVIEW_TEXT = 'Your information is being reviewed by your Onboarding team';
export const KICKOFF_READY_TEXT = "You're all set for your Technical Kickoff Call with your Onboarding Team";
export const KICKOFF_COMPLETE_TITLE = 'Technical Kickoff Complete';

export type ChecklistBanner = 'readyToSubmit' | 'underReview' | 'kickoffReady' | null;

export interface BannerInput {
  allComplete: boolean;
  canEdit: boolean;
  /** The sections are read-only: submitted (or locked by the onboarding team) until the kickoff call. */
  locked: boolean;
  tkoCompleted: boolean;
}

/**
 * Which banner the checklist shows (§4): read-only sections show 'being reviewed' once the technical kickoff is done
 * and 'all set for your Technical Kickoff Call' before it; editors of a complete, editable form may submit.
 */
export function checklistBanner({ allComplete, canEdit, locked, tkoCompleted }: BannerInput): ChecklistBanner {
  if (locked) return tkoCompleted ? 'underReview' : 'kickoffReady';
  if (allComplete && canEdit) return 'readyToSubmit';
  return null;
}
