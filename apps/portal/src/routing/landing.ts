import { ROLES } from '@portal/api';
import { PATHS } from './paths';

/**
 * Where a signed-in user lands (portal-core §4, §6): a user without a customer who may switch picks one; MSP users
 * see their customer list; everyone else goes by the onboarding flags — onboarding to contact-onboarding, handoff
 * complete to contact-the-security-team, neither to the onboarding overview.
 */
export interface LandingSubject {
  roles: readonly string[];
  customer: { is_onboarding: boolean; onboarding_status: { handoff_completed: boolean } } | null;
}

export function defaultRoute(user: LandingSubject): string {
  const maySwitch = user.roles.includes(ROLES.switchAllCustomers) || user.roles.includes(ROLES.switchMspCustomers);
  if (!user.customer) return maySwitch ? PATHS.customers : PATHS.contact;
  if (user.roles.includes(ROLES.switchMspCustomers)) return PATHS.msp;
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
