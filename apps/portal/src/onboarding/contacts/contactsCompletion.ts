import type { Contact, PartnerType } from '@portal/api';
import { completionText } from '@portal/ui';

/** The five parts of the Contacts section (portal-onboarding §2.3 accordion, §4 'Contacts complete'). */
export const CONTACT_PARTS = ['list', 'admins', 'escalation', 'reports', 'access'] as const;
export type ContactPart = (typeof CONTACT_PARTS)[number];

export interface PartStatus {
  complete: boolean;
  /** The accordion header's completion text. */
  summary: string;
  /** What is still missing, one sentence each (empty when complete). */
  missing: string[];
}

export interface CompletionContext {
  partnerType: PartnerType | null;
  services: readonly string[];
}

export const COMPLETE_TEXT = 'Complete';
export const INCOMPLETE_TEXT = 'Incomplete';

export const MISSING_TEXTS = {
  list: 'Add a contact.',
  primary: 'Choose a primary contact.',
  sponsor: 'Choose an executive sponsor.',
  escalation: 'Choose at least one escalation contact.',
  reports: 'Choose at least one intelligence report recipient.',
  portal: 'Give at least one contact Portal access.',
  logSearch: 'Give at least one contact Data Explorer access.',
  risk: 'Give at least one contact Managed Risk dashboard access.',
} as const;

function status(missing: string[], summary?: string): PartStatus {
  const complete = missing.length === 0;
  return { complete, missing, summary: summary ?? (complete ? COMPLETE_TEXT : INCOMPLETE_TEXT) };
}

/**
 * Each part's state (§5 contact rules): a contact exists; a primary contact and, unless the partner type is MSP, an
 * executive sponsor; an escalation contact with an email; a report recipient; a portal user, and a Data Explorer and
 * a Managed Risk dashboard user when log search and managed risk are bought. MSP contacts count (they are real), but
 * the counts in the summaries are of the `visible` contacts only, so a customer who is not shown the MSP contacts
 * reads the number of contacts the list and the selectors show.
 */
export function contactPartStatuses(
  contacts: readonly Contact[],
  visible: readonly Contact[],
  { partnerType, services }: CompletionContext,
): Record<ContactPart, PartStatus> {
  const some = (test: (contact: Contact) => boolean) => contacts.some(test);
  const isEscalation = (contact: Contact) => contact.escalation.incident && contact.email.trim() !== '';
  const isRecipient = (contact: Contact) => contact.intelligence_reports;
  const escalations = contacts.filter(isEscalation);
  const recipients = contacts.filter(isRecipient);
  const admins: string[] = [];
  if (!some((contact) => contact.is_primary_contact)) admins.push(MISSING_TEXTS.primary);
  if (partnerType !== 'msp' && !some((contact) => contact.is_executive_sponsor)) admins.push(MISSING_TEXTS.sponsor);
  const access: string[] = [];
  if (!some((contact) => contact.is_portal_user)) access.push(MISSING_TEXTS.portal);
  if (services.includes('logSearch') && !some((contact) => contact.is_log_search_user))
    access.push(MISSING_TEXTS.logSearch);
  if (services.includes('managedRisk') && !some((contact) => contact.is_risk_portal_user))
    access.push(MISSING_TEXTS.risk);
  return {
    list: status(contacts.length === 0 ? [MISSING_TEXTS.list] : [], completionText(visible.length, 'contact')),
    admins: status(admins),
    escalation: status(
      escalations.length === 0 ? [MISSING_TEXTS.escalation] : [],
      completionText(visible.filter(isEscalation).length, 'escalation contact'),
    ),
    reports: status(
      recipients.length === 0 ? [MISSING_TEXTS.reports] : [],
      completionText(visible.filter(isRecipient).length, 'report recipient'),
    ),
    access: status(access),
  };
}

/** Contacts may be marked complete only when all five parts are (§4). */
export function allPartsComplete(statuses: Record<ContactPart, PartStatus>): boolean {
  return CONTACT_PARTS.every((part) => statuses[part].complete);
}

/**
 * The §4 rule for the section's Mark Complete / Mark Incomplete: disabled without edit rights, and, while not yet
 * complete, when there are no contacts or a part is still incomplete. Marking incomplete is always allowed.
 */
export function markCompleteDisabled(
  canEdit: boolean,
  completed: boolean,
  contactCount: number,
  partsComplete: boolean,
) {
  if (!canEdit) return true;
  if (completed) return false;
  return contactCount === 0 || !partsComplete;
}
