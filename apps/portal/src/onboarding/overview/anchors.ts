/**
 * Element ids of the overview's lists and panels: `?view=contacts|sensors|scanners` scrolls to the matching list
 * (portal-onboarding §2.2), and the side navigation links to them. The contact, sensor and scanner lists carry these
 * ids; the overview owns the rest.
 */
export const ONBOARDING_ANCHORS = {
  checklist: 'onboarding-checklist',
  contacts: 'onboarding-contacts',
  sites: 'onboarding-sites',
  sensors: 'onboarding-sensors',
  scanners: 'onboarding-scanners',
  endpoint: 'onboarding-endpoint',
  cloud: 'onboarding-cloud',
  external: 'onboarding-external',
} as const;
export type OnboardingAnchor = keyof typeof ONBOARDING_ANCHORS;

/** The `view` query values the spec names; each scrolls to its list. */
export const ONBOARDING_VIEWS = ['contacts', 'sensors', 'scanners'] as const;
export type OnboardingView = (typeof ONBOARDING_VIEWS)[number];

/** The spec's delay before the smooth scroll (portal-onboarding §9: scroll delay 100 ms). */
export const VIEW_SCROLL_DELAY_MS = 100;

/** The anchor a `view` query value asks for, or null for none or an unknown one. */
export function viewAnchor(view: string | null): string | null {
  const known = ONBOARDING_VIEWS.find((candidate) => candidate === view);
  return known === undefined ? null : ONBOARDING_ANCHORS[known];
}

/** The overview opened at a list (the add / edit pages return there). */
export const onboardingViewHref = (view: OnboardingView): string => `/onboarding?view=${view}`;

/**
 * The reads the overview's checklist counts from: an onboarding write that changes a section's completion should
 * invalidate the one it changes (useApiMutation's `invalidates`), so the checklist follows at once.
 */
export const ONBOARDING_OVERVIEW_READS = [
  'products',
  'contacts',
  'sitesV2',
  'sites',
  'cloud',
  'external',
  'endpoint',
] as const;
