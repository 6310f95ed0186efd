/** Shared by the site stories (no demo-API imports here: the stories bring the persona's session and replies). */
import { ROLES, type LoginReply, type User } from '@portal/api';
import { signIn } from '../../state/session';

/**
 * Signs a persona's session in with a changed user: other services, partner type, feature flags or roles (what
 * decides the Site Configuration's items and the edit right).
 */
export function signInChanged(reply: LoginReply, change: (user: User) => User): void {
  signIn({ ...reply, user: change(reply.user) });
}

export function withCustomer(user: User, change: Partial<NonNullable<User['customer']>>): User {
  return user.customer ? { ...user, customer: { ...user.customer, ...change } } : user;
}

/** The user without the edit-onboarding role: a viewer (portal-onboarding §6, no canEditOnboarding). */
export const withoutEditRole = (user: User): User => ({
  ...user,
  roles: user.roles.filter((role) => role !== ROLES.editOnboarding),
});

export const withoutFlag = (user: User, flag: string): User => ({
  ...user,
  feature_flags: user.feature_flags.filter((candidate) => candidate !== flag),
});
