import type { Customer, User } from '@portal/api';

/** A customer for unit tests of the app's own logic (the demo API is not involved). */
export function testCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'c-test',
    riskID: null,
    name: 'Test Customer',
    pod: 'us-east-2',
    partner_type: 'direct',
    services: [],
    cst: null,
    retention: null,
    sensors: { sensorsWorking: 0, sensorsTotal: 0, hasSensors: false, hasScanners: false },
    security_readiness: null,
    is_onboarding: false,
    onboarding_status: {
      handoff_completed: true,
      can_edit_sections: false,
      tko_completed: true,
      partially_completed: false,
      ready_for_handover_or_acceptance: false,
    },
    ...overrides,
  };
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    name: 'Test User',
    email: 'test.user@example.com',
    roles: [],
    msp_id: null,
    feature_flags: [],
    customer: testCustomer(),
    ...overrides,
  };
}
