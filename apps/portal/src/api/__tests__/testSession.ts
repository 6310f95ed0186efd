import { signIn } from '../../state/session';
import { testCustomer, testUser } from '../../testing/testUser';

/** A signed-in session for tests of the request layer (the demo API is not involved). */
export function signInTestUser(customerId = 'c-test', name = 'Test Customer'): void {
  const user = testUser({ customer: testCustomer({ id: customerId, name }) });
  signIn({ user, primary_token: 'primary-test', secondary_token: 'secondary-test' });
}
