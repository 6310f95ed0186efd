import { ROLES } from '@portal/api';
import { PATHS } from './paths';

/**
 * Where a signed-in user lands (portal-core §4, §6): a user without a customer who may switch picks one (on the
 * page their switch role opens); MSP users see their customer list; everyone else goes by the onboarding flags —
 * onboarding to contact-onboarding, handoff complete to contact-the-security-team, neither to the onboarding overview.
 */
export interface LandingSubject {
  roles: readonly string[];
  customer: { is_onboarding: boolean; onboarding_status: { handoff_completed: boolean } } | null;
}

export function defaultRoute(user: LandingSubject): string {
  const mspUser = user.roles.includes(ROLES.switchMspCustomers);
  if (!user.customer) {
    // Each picks where their role lets them switch: all customers on /customers, an MSP's own on /msp (§6).
    if (user.roles.includes(ROLES.switchAllCustomers)) return PATHS.customers;
    return mspUser ? PATHS.msp : PATHS.contact;
  }
  if (mspUser) return PATHS.msp;
  return customerLanding(user.customer);
}

/**
 * A customer's own landing, by its onboarding flags alone: where the MSP page's customer button goes once it has
 * switched (the MSP user's default route would be /msp again).
 */
export function customerLanding(customer: NonNullable<LandingSubject['customer']>): string {
  if (customer.is_onboarding) return PATHS.contactOnboarding;
  if (customer.onboarding_status.handoff_completed) return PATHS.contactCst;
  return PATHS.onboarding;
}

/** The contact page a user means by "Contact": onboarding contacts while onboarding, else the security team. */
export function contactRoute(user: Pick<LandingSubject, 'customer'>): string {
  return user.customer?.is_onboarding ? PATHS.contactOnboarding : PATHS.contactCst;
}
