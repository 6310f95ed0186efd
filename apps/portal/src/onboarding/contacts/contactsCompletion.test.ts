import { describe, expect, it } from 'vitest';
import { allPartsComplete, contactPartStatuses, markCompleteDisabled, MISSING_TEXTS } from './contactsCompletion';
import { testContact } from './contactTestData';

const direct = { partnerType: 'direct' as const, services: ['managedDetection', 'logSearch', 'managedRisk'] };
const everything = testContact('all', {
  is_primary_contact: true,
  is_executive_sponsor: true,
  escalation: { incident: true },
  intelligence_reports: true,
  is_portal_user: true,
  is_log_search_user: true,
  is_risk_portal_user: true,
});

describe('contacts completion (portal-onboarding §4, §5)', () => {
  it('no contacts: every part is incomplete and the list says so', () => {
    const statuses = contactPartStatuses([], 0, direct);
    expect(statuses.list).toEqual({ complete: false, summary: 'No contacts', missing: [MISSING_TEXTS.list] });
    expect(statuses.escalation.summary).toBe('No escalation contacts');
    expect(statuses.reports.summary).toBe('No report recipients');
    expect(allPartsComplete(statuses)).toBe(false);
  });

  it('one contact holding every role completes all five parts', () => {
    const statuses = contactPartStatuses([everything], 1, direct);
    expect(allPartsComplete(statuses)).toBe(true);
    expect(statuses.list.summary).toBe('1 contact');
    expect(statuses.admins.summary).toBe('Complete');
  });

  it('an executive sponsor is not needed for partner type MSP', () => {
    const noSponsor = { ...everything, is_executive_sponsor: false };
    expect(contactPartStatuses([noSponsor], 1, direct).admins.missing).toEqual([MISSING_TEXTS.sponsor]);
    expect(contactPartStatuses([noSponsor], 1, { ...direct, partnerType: 'msp' }).admins.complete).toBe(true);
  });

  it('Data Explorer and Managed Risk users are needed only when those products are bought', () => {
    const portalOnly = { ...everything, is_log_search_user: false, is_risk_portal_user: false };
    expect(contactPartStatuses([portalOnly], 1, direct).access.missing).toEqual([
      MISSING_TEXTS.logSearch,
      MISSING_TEXTS.risk,
    ]);
    expect(contactPartStatuses([portalOnly], 1, { ...direct, services: ['managedDetection'] }).access.complete).toBe(
      true,
    );
  });

  it('an escalation contact without an email does not count', () => {
    const noEmail = { ...everything, email: '' };
    expect(contactPartStatuses([noEmail], 1, direct).escalation.complete).toBe(false);
  });
});

describe('the section Mark Complete rule', () => {
  it('is disabled without edit rights, and before completion with no contacts or an incomplete part', () => {
    expect(markCompleteDisabled(false, true, 3, true)).toBe(true);
    expect(markCompleteDisabled(true, false, 0, true)).toBe(true);
    expect(markCompleteDisabled(true, false, 3, false)).toBe(true);
    expect(markCompleteDisabled(true, false, 3, true)).toBe(false);
    expect(markCompleteDisabled(true, true, 0, false)).toBe(false);
  });
});
