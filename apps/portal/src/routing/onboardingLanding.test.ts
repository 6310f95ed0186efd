import { ROLES } from '@portal/api';
import { DemoDatabase, DEMO_USERS, PERSONA_KEYS, type PersonaKey } from '@portal/fixtures';
import { personaSession } from '@portal/fixtures/persona';
import { describe, expect, it } from 'vitest';
import { customerLanding, defaultRoute } from './landing';
import { PATHS } from './paths';

/**
 * portal-core §4 and portal-onboarding §4: onboarding goes to contact-onboarding, handoff complete to
 * contact-the-security-team, neither to the onboarding overview. Written from the spec's words, not the code's.
 */
const expected = (isOnboarding: boolean, handoff: boolean): string => {
  if (isOnboarding) return '/contact/onboarding';
  if (handoff) return '/contact/cst';
  return '/onboarding';
};

describe('landing by the onboarding flags, shown by the demo personas', () => {
  const db = new DemoDatabase();
  // Customer users only: MSP switchers (MSP users, staff) and users without a customer land by other rules.
  const customerPersonas = PERSONA_KEYS.filter(
    (key) => DEMO_USERS[key].customerId !== null && !DEMO_USERS[key].roles.includes(ROLES.switchMspCustomers),
  );

  it.each(customerPersonas)('%s lands where its customer’s flags say', (key) => {
    const { user } = personaSession(db, key);
    const customer = user.customer;
    if (customer === null) throw new Error(`${key} has no customer`);
    expect(defaultRoute(user)).toBe(expected(customer.is_onboarding, customer.onboarding_status.handoff_completed));
  });

  it('every flag combination the demo has is shown by a persona, each stage of onboarding among them', () => {
    const combos = new Map<string, PersonaKey[]>();
    for (const key of customerPersonas) {
      const customer = personaSession(db, key).user.customer;
      if (customer === null) continue;
      const combo = `${customer.is_onboarding}/${customer.onboarding_status.handoff_completed}`;
      combos.set(combo, [...(combos.get(combo) ?? []), key]);
    }
    expect(combos.get('true/false')).toEqual(
      expect.arrayContaining(['onboardingNotStarted', 'onboardingPartial', 'onboardingReady', 'onboardingViewer']),
    );
    expect(combos.get('false/true')).toEqual(expect.arrayContaining(['onboardingHandoff', 'direct']));
    expect(combos.get('false/false')).toEqual(['onboardingNotOpened']);
  });

  it('onboarding wins over a handoff flag (a combination no demo customer has)', () => {
    const status = { handoff_completed: true };
    expect(customerLanding({ is_onboarding: true, onboarding_status: status })).toBe(PATHS.contactOnboarding);
    expect(PATHS.contactOnboarding).toBe(expected(true, true));
  });
});
