import { DemoDatabase, DEMO_USERS, PERSONA_KEYS, type PersonaKey } from '@portal/fixtures';
import { personaSession } from '@portal/fixtures/persona';
import { describe, expect, it } from 'vitest';
import { defaultRoute } from './landing';
import { PATHS } from './paths';

/** Every landing rule of portal-core §4, §6 (routing/landing.ts). */
const LANDINGS = [
  PATHS.customers,
  PATHS.contact,
  PATHS.msp,
  PATHS.contactOnboarding,
  PATHS.contactCst,
  PATHS.onboarding,
] as const;

describe('demo personas', () => {
  const db = new DemoDatabase();
  const landing = (key: PersonaKey) => defaultRoute(personaSession(db, key).user);

  it.each(LANDINGS)('a persona lands on %s', (route) => {
    const personas = PERSONA_KEYS.filter((key) => landing(key) === route);
    expect(personas, `no persona lands on ${route}`).not.toEqual([]);
  });

  it.each([
    ['onboardingNotOpened', PATHS.onboarding],
    ['contactOnly', PATHS.contact],
    ['noCustomer', PATHS.customers],
    ['msp', PATHS.msp],
    ['onboardingNotStarted', PATHS.contactOnboarding],
    ['onboardingHandoff', PATHS.contactCst],
  ] as const)('%s lands on %s', (key, route) => {
    expect(landing(key), DEMO_USERS[key].label).toBe(route);
  });
});
