import type { User } from '@portal/api';
import { signIn } from '../../state/session';

/** A signed-in session for tests of the request layer (the demo API is not involved). */
export function signInTestUser(customerId = 'c-test', name = 'Test Customer'): void {
  const user: User = {
    name: 'Test User',
    email: 'test.user@example.com',
    roles: [],
    msp_id: null,
    feature_flags: [],
    customer: {
      id: customerId,
      name,
      riskID: null,
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
    },
  };
  signIn({ user, primary_token: 'primary-test', secondary_token: 'secondary-test' });
}
