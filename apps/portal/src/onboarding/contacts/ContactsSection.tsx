/**
 * The Contacts panel of the onboarding overview (portal-onboarding §2.3): its accordion (Contact List, Primary /
 * Secondary / Executive Sponsor Contacts, Escalation Contacts, Intelligence Reports, Access Controls) with completion
 * text and Mark Complete. Placeholder until the contacts work lands; the overview renders it when the section is
 * visible.
 */
export function ContactsSection() {
  return null;
}
