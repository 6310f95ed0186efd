/** portal-core §2: the regions whose phone numbers the side card lists, in this order. */
export const PHONE_REGIONS = ['North America', 'Germany', 'Denmark', 'United Kingdom'] as const;

/** The phone menu option: 3 reaches onboarding, 2 the Concierge Security Team (portal-core §2). */
export const phoneOption = (onboarding: boolean): 2 | 3 => (onboarding ? 3 : 2);

/** An onboarding customer's tickets are typed for the onboarding team (portal-core §2, §7). */
export const ONBOARDING_TICKET_TYPE = 'onboarding';

/** A customer's Concierge Security Team as the page reads it (the session's copy is read-only). */
export interface ContactTeam {
  readonly name: string;
  readonly email: string;
  readonly phones: readonly { readonly region: string; readonly number: string }[];
  readonly members: readonly { readonly name: string; readonly role: string }[];
}

export interface RegionPhone {
  region: string;
  number: string;
}

/** The team's number for each of the four regions, in the spec's order; a region the team lacks is left out. */
export function regionPhones(team: Pick<ContactTeam, 'phones'>): RegionPhone[] {
  return PHONE_REGIONS.flatMap((region) => {
    const phone = team.phones.find((candidate) => candidate.region === region);
    return phone ? [{ region, number: phone.number }] : [];
  });
}

/** Members with role 'cse' first (portal-core §2); otherwise the team's own order is kept. */
export function membersCseFirst<T extends { role: string }>(members: readonly T[]): T[] {
  return [...members.filter((member) => member.role === 'cse'), ...members.filter((member) => member.role !== 'cse')];
}

/** The number the ticket-failure message gives: North America's, else the team's first. */
export function primaryPhone(team: Pick<ContactTeam, 'phones'>): string | undefined {
  return (regionPhones(team)[0] ?? team.phones[0])?.number;
}

/** portal-core §8: a ticket creation that failed with status 500 (two spaces after the full stop, verbatim). */
export function ticketFailureMessage(phone: string, email: string): string {
  return `There was a problem posting your ticket.  Please call your Concierge Security Team at ${phone} or email ${email}`;
}
