/**
 * Role and service values. The spec leaves them "not shown"; these are the portal's choice, shared by the demo API
 * and the permission rules.
 */
export const ROLES = {
  viewDashboard: 'view-dashboard',
  viewData: 'view-data',
  viewLogSearch: 'view-log-search',
  viewReports: 'view-reports',
  viewTickets: 'view-tickets',
  viewOnboarding: 'view-onboarding',
  /** The spec's canEditOnboarding capability (portal-onboarding §6): add, edit, delete, mark complete, submit. */
  editOnboarding: 'edit-onboarding',
  viewRawLogs: 'view-raw-logs',
  manageCredentials: 'manage-credentials',
  contactCst: 'contact-cst',
  switchAllCustomers: 'switch-all-customers',
  switchMspCustomers: 'switch-msp-customers',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ALL_ROLES = Object.values(ROLES);

/** Purchasable service keys (portal-core §1). */
export const SERVICES = [
  'managedDetection',
  'managedRisk',
  'cspmAzure',
  'cspmAws',
  'cspmGcp',
  'logSearch',
  'awareness',
  'awarenessPlus',
  'contentPack',
  'dataExploration',
  'irJumpstartRetainer',
  'jumpStartRetainer',
  'incident360',
  'incident360Plus',
  'rapidResponse',
  'legacyConciergeTier1',
  'legacyConciergeTier2',
  'legacyConciergeTier3',
  'endpointDefense',
  'managedEndpointDefense',
  'legacyCylance',
  'cyberJumpstart',
] as const;
export type Service = (typeof SERVICES)[number];

/** Short codes used in permission checks. */
export const SERVICE_CODES = { MDR: 'managedDetection', MR: 'managedRisk', LOGS: 'logSearch' } as const;

/** Provider staff are recognised by the domain of their email address. */
export const STAFF_EMAIL_DOMAIN = 'provider.example';

/**
 * Cookies the sign-in server may leave the tokens in (portal-onboarding §7); the portal moves them into session
 * storage at start-up and clears them.
 */
export const TOKEN_COOKIES = { primary: 'portal_primary_token', secondary: 'portal_secondary_token' } as const;
