import type { Contact } from '@portal/api';
import type { AccessField } from './contactAccess';

/** The flags the section's selectors set (the access fields, escalations, reports, executive sponsor). */
export type SelectableFlag =
  | AccessField
  | 'escalation'
  | 'intelligence_reports'
  | 'is_executive_sponsor'
  | 'is_primary_contact'
  | 'is_secondary_contact';

function flagOf(contact: Contact, flag: SelectableFlag): boolean {
  return flag === 'escalation' ? contact.escalation.incident : contact[flag];
}

function withFlag(contact: Contact, flag: SelectableFlag, on: boolean): Contact {
  if (flag === 'escalation') return { ...contact, escalation: { incident: on } };
  return { ...contact, [flag]: on };
}

/** The ids of the contacts that hold a flag. */
export function holders(contacts: readonly Contact[], flag: SelectableFlag): string[] {
  return contacts.filter((contact) => flagOf(contact, flag)).map((contact) => contact.id);
}

/**
 * The contacts after a selector chose `ids` for a flag: the chosen candidates get it, the other candidates lose it.
 * Contacts outside the candidates (MSP contacts, who cannot be edited here) keep theirs.
 */
export function withFlagHolders(
  contacts: readonly Contact[],
  candidates: readonly Contact[],
  flag: SelectableFlag,
  ids: readonly string[],
): Contact[] {
  const editable = new Set(candidates.map((contact) => contact.id));
  return contacts.map((contact) =>
    editable.has(contact.id) ? withFlag(contact, flag, ids.includes(contact.id)) : contact,
  );
}

/**
 * The contacts after choosing the primary (or secondary) contact: the chosen one becomes it (and leaves the other
 * admin type, since a primary cannot be a secondary), every other non-MSP contact loses it. `is_admin` follows.
 */
export function withAdmin(contacts: readonly Contact[], role: 'primary' | 'secondary', id: string | null): Contact[] {
  return contacts.map((contact) => {
    if (contact.is_msp) return contact;
    const chosen = contact.id === id;
    const primary = role === 'primary' ? chosen : contact.is_primary_contact && !chosen;
    const secondary = role === 'secondary' ? chosen : contact.is_secondary_contact && !chosen;
    return { ...contact, is_primary_contact: primary, is_secondary_contact: secondary, is_admin: primary || secondary };
  });
}

/** The contacts whose stored form differs between two lists (the updates to send). */
export function changedContacts(before: readonly Contact[], after: readonly Contact[]): Contact[] {
  const old = new Map(before.map((contact) => [contact.id, JSON.stringify(contact)]));
  return after.filter((contact) => old.get(contact.id) !== JSON.stringify(contact));
}

/**
 * The existing primary a new primary demotes (§4: two updates): another non-MSP contact that is primary, when the
 * saved contact is primary.
 */
export function primaryToDemote(contacts: readonly Contact[], savedId: string | null, becomesPrimary: boolean) {
  if (!becomesPrimary) return undefined;
  return contacts.find((contact) => contact.is_primary_contact && !contact.is_msp && contact.id !== savedId);
}

/** The demoted contact: a normal contact from now on. */
export function demoted(contact: Contact): Contact {
  return { ...contact, is_primary_contact: false, is_admin: contact.is_secondary_contact };
}
