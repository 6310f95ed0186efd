/**
 * The Site Configuration panel of the onboarding overview (portal-onboarding §2.4): its accordion (Site List, and the
 * sensor, scanner, virtual and ConnectWise items the next issue fills in) with completion text and Mark Complete.
 * Placeholder until the sites work lands; the overview renders it when the section is visible.
 */
export function SiteConfigurationSection() {
  return null;
}
