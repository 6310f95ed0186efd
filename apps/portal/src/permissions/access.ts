import type { FeatureFlag, Service } from '@portal/api';
import { canView, hasFeature, isProviderStaff, type FeatureName, type PermissionSubject, type ViewName } from './rules';

/**
 * Who may open a route or see its navigation entry, as data: the route registry, the guards, the navigation bar and
 * the shortcuts all read the same rule, so a link is never shown to a page that would answer "forbidden".
 */
export type AccessRule =
  | { view: ViewName }
  | { feature: FeatureName }
  | { staff: true }
  | { flag: FeatureFlag }
  /** The customer holds at least one of these services. */
  | { service: readonly Service[] }
  /** The customer is (or is not) onboarding. */
  | { onboarding: boolean }
  | { allOf: readonly AccessRule[] };

/** The parts of a user the rules read (a full User, or a Valtio snapshot of one, fits). */
export interface AccessSubject extends PermissionSubject {
  feature_flags: readonly string[];
  customer: { services: readonly string[]; is_onboarding: boolean } | null;
}

/** Whether `user` passes `rule`; no rule means everyone signed in. With no user loaded the spec's defaults apply. */
export function allows(user: AccessSubject | null | undefined, rule: AccessRule | undefined): boolean {
  if (rule === undefined) return true;
  if ('view' in rule) return canView(user, rule.view);
  if ('feature' in rule) return hasFeature(user, rule.feature);
  if ('staff' in rule) return isProviderStaff(user);
  if ('flag' in rule) return user?.feature_flags.includes(rule.flag) ?? false;
  if ('service' in rule) return rule.service.some((service) => user?.customer?.services.includes(service) ?? false);
  if ('onboarding' in rule) return (user?.customer?.is_onboarding ?? false) === rule.onboarding;
  return rule.allOf.every((part) => allows(user, part));
}
