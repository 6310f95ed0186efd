import { ROLES, SERVICE_CODES, STAFF_EMAIL_DOMAIN, type Role, type User } from '@portal/api';

/** Named views of portal-core §2: a view renders when the user holds any one of its roles. */
export const VIEW_ROLES = {
  contact_cse: [ROLES.contactCst],
  credsmgmt: [ROLES.manageCredentials],
  custswitch: [ROLES.switchAllCustomers],
  dashboard: [ROLES.viewDashboard],
  dataview: [ROLES.viewData],
  mspswitch: [ROLES.switchMspCustomers],
  rawlogs: [ROLES.viewRawLogs, ROLES.viewLogSearch],
  ticket: [ROLES.viewTickets],
  onboarding: [ROLES.viewOnboarding],
  reports: [ROLES.viewReports],
} as const satisfies Record<string, readonly Role[]>;
export type ViewName = keyof typeof VIEW_ROLES;
export const VIEW_NAMES = Object.keys(VIEW_ROLES) as ViewName[];

type ServiceCode = keyof typeof SERVICE_CODES;

/** Feature access needs a held service AND the role (portal-core §6). */
export const FEATURES = {
  VIEW_DASHBOARD: { services: ['MDR', 'MR'], role: ROLES.viewDashboard },
  VIEW_DATA: { services: ['MDR'], role: ROLES.viewData },
  VIEW_LOG_SEARCH: { services: ['LOGS'], role: ROLES.viewLogSearch },
  VIEW_TOP_COUNTRIES: { services: ['MDR'], role: ROLES.viewDashboard },
  VIEW_REPORTS: { services: ['MDR'], role: ROLES.viewReports },
} as const satisfies Record<string, { services: readonly ServiceCode[]; role: Role }>;
export type FeatureName = keyof typeof FEATURES;
export const FEATURE_NAMES = Object.keys(FEATURES) as FeatureName[];

/** With no user loaded: contact, credentials management, customer switch, data, MSP switch, log search, tickets. */
export const DEFAULT_ROLES: readonly Role[] = [
  ROLES.contactCst,
  ROLES.manageCredentials,
  ROLES.switchAllCustomers,
  ROLES.viewData,
  ROLES.switchMspCustomers,
  ROLES.viewLogSearch,
  ROLES.viewTickets,
];
/** With no user loaded the services default to MDR, MR and LOGS. */
export const DEFAULT_SERVICE_CODES: readonly ServiceCode[] = ['MDR', 'MR', 'LOGS'];

/** The parts of a user the rules read (a full User fits). */
export type PermissionSubject = {
  roles: readonly string[];
  email: string;
  customer: { services: readonly string[] } | null;
};
type UserLike = PermissionSubject | null | undefined;

function rolesOf(user: UserLike): readonly string[] {
  return user ? user.roles : DEFAULT_ROLES;
}

function holdsService(user: UserLike, code: ServiceCode): boolean {
  if (!user) return DEFAULT_SERVICE_CODES.includes(code);
  return user.customer?.services.includes(SERVICE_CODES[code]) ?? false;
}

export function canView(user: UserLike, view: ViewName): boolean {
  const roles = rolesOf(user);
  return VIEW_ROLES[view].some((role) => roles.includes(role));
}

export function hasFeature(user: UserLike, feature: FeatureName): boolean {
  const { services, role } = FEATURES[feature];
  return rolesOf(user).includes(role) && services.some((code) => holdsService(user, code));
}

/** Provider staff are recognised by their email domain (sub-domains included). */
export function isProviderStaff(user: Pick<User, 'email'> | null | undefined): boolean {
  const domain = user?.email.split('@')[1]?.toLowerCase();
  return domain === STAFF_EMAIL_DOMAIN || (domain?.endsWith(`.${STAFF_EMAIL_DOMAIN}`) ?? false);
}

/** An MSP user holds the MSP switch role. */
export function isMspUser(user: Pick<User, 'roles'> | null | undefined): boolean {
  return user?.roles.includes(ROLES.switchMspCustomers) ?? false;
}

/** Who must type the customer name to activate an appliance (portal-core §5). */
export function needsCustomerNameConfirmation(user: Pick<User, 'roles' | 'email'> | null | undefined): boolean {
  return isProviderStaff(user) || isMspUser(user);
}

/**
 * Why the onboarding form is read-only for this user, or null when they may edit it. The spec's canEditOnboarding
 * (portal-onboarding §6) is the edit-onboarding role; editing is also blocked while the customer's sections are
 * locked (`can_edit_sections` false: submitted, until the kickoff call; allowed when the flag is absent).
 */
export type OnboardingReadOnlyReason = 'noPermission' | 'locked';

interface OnboardingEditor {
  readonly roles: readonly string[];
  readonly customer?: { readonly onboarding_status?: { readonly can_edit_sections: boolean } } | null;
}

export function onboardingReadOnlyReason(user: OnboardingEditor | null | undefined): OnboardingReadOnlyReason | null {
  if (!(user?.roles.includes(ROLES.editOnboarding) ?? false)) return 'noPermission';
  if (user?.customer?.onboarding_status?.can_edit_sections === false) return 'locked';
  return null;
}
