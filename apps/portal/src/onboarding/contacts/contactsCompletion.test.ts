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
    const statuses = contactPartStatuses([], [], direct);
    expect(statuses.list).toEqual({ complete: false, summary: 'No contacts', missing: [MISSING_TEXTS.list] });
    expect(statuses.escalation.summary).toBe('No escalation contacts');
    expect(statuses.reports.summary).toBe('No report recipients');
    expect(allPartsComplete(statuses)).toBe(false);
  });

  it('one contact holding every role completes all five parts', () => {
    const statuses = contactPartStatuses([everything], [everything], direct);
    expect(allPartsComplete(statuses)).toBe(true);
    expect(statuses.list.summary).toBe('1 contact');
    expect(statuses.admins.summary).toBe('Complete');
  });

  it('an executive sponsor is not needed for partner type MSP', () => {
    const noSponsor = { ...everything, is_executive_sponsor: false };
    expect(contactPartStatuses([noSponsor], [noSponsor], direct).admins.missing).toEqual([MISSING_TEXTS.sponsor]);
    expect(contactPartStatuses([noSponsor], [noSponsor], { ...direct, partnerType: 'msp' }).admins.complete).toBe(true);
  });

  it('Data Explorer and Managed Risk users are needed only when those products are bought', () => {
    const portalOnly = { ...everything, is_log_search_user: false, is_risk_portal_user: false };
    expect(contactPartStatuses([portalOnly], [portalOnly], direct).access.missing).toEqual([
      MISSING_TEXTS.logSearch,
      MISSING_TEXTS.risk,
    ]);
    expect(
      contactPartStatuses([portalOnly], [portalOnly], { ...direct, services: ['managedDetection'] }).access.complete,
    ).toBe(true);
  });

  it('an MSP contact hidden from the customer completes a part but is not in its count', () => {
    const mine = testContact('mine', { escalation: { incident: true }, intelligence_reports: true });
    const msp = testContact('msp', { is_msp: true, escalation: { incident: true }, intelligence_reports: true });
    const statuses = contactPartStatuses([mine, msp], [mine], direct);
    expect(statuses.list.summary).toBe('1 contact');
    expect(statuses.escalation).toEqual({ complete: true, summary: '1 escalation contact', missing: [] });
    expect(statuses.reports.summary).toBe('1 report recipient');
    const onlyMsp = contactPartStatuses([msp], [], direct);
    expect(onlyMsp.escalation.complete).toBe(true);
    expect(onlyMsp.escalation.summary).toBe('No escalation contacts');
  });

  it('an escalation contact without an email does not count', () => {
    const noEmail = { ...everything, email: '' };
    expect(contactPartStatuses([noEmail], [noEmail], direct).escalation.complete).toBe(false);
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
