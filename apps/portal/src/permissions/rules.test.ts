import { ALL_ROLES, ROLES } from '@portal/api';
import { describe, expect, it } from 'vitest';
import {
  canView,
  DEFAULT_ROLES,
  FEATURE_NAMES,
  hasFeature,
  isMspUser,
  isProviderStaff,
  needsCustomerNameConfirmation,
  VIEW_NAMES,
  type FeatureName,
  type PermissionSubject,
  type ViewName,
} from './rules';

const persona = (roles: string[], services: string[], email = 'someone@customer.example'): PermissionSubject => ({
  roles,
  email,
  customer: { services },
});

/**
 * The expected tables, stated here from the specs rather than read from rules.ts: portal-core §2 names the views and
 * the features, §6 (and portal-onboarding §6) gives each permission and each feature's services and role. The role
 * values are the portal's choice (README, "Decisions where the specs say not shown").
 */
const EVERY_ROLE = [
  'view-dashboard',
  'view-data',
  'view-log-search',
  'view-reports',
  'view-tickets',
  'view-onboarding',
  'edit-onboarding',
  'view-raw-logs',
  'manage-credentials',
  'contact-cst',
  'switch-all-customers',
  'switch-msp-customers',
] as const;

const EXPECTED_VIEW_ROLES: Record<ViewName, readonly string[]> = {
  contact_cse: ['contact-cst'],
  credsmgmt: ['manage-credentials'],
  custswitch: ['switch-all-customers'],
  dashboard: ['view-dashboard'],
  dataview: ['view-data'],
  mspswitch: ['switch-msp-customers'],
  rawlogs: ['view-raw-logs', 'view-log-search'],
  ticket: ['view-tickets'],
  onboarding: ['view-onboarding'],
  reports: ['view-reports'],
};
const SPEC_VIEWS: ViewName[] = [
  'contact_cse',
  'credsmgmt',
  'custswitch',
  'dashboard',
  'dataview',
  'mspswitch',
  'rawlogs',
  'ticket',
  'onboarding',
  'reports',
];

/** Feature access: the customer holds one of the services AND the user holds the role (portal-core §6). */
const EXPECTED_FEATURES: Record<FeatureName, { services: readonly string[]; role: string }> = {
  VIEW_DASHBOARD: { services: ['managedDetection', 'managedRisk'], role: 'view-dashboard' },
  VIEW_DATA: { services: ['managedDetection'], role: 'view-data' },
  VIEW_LOG_SEARCH: { services: ['logSearch'], role: 'view-log-search' },
  VIEW_TOP_COUNTRIES: { services: ['managedDetection'], role: 'view-dashboard' },
  VIEW_REPORTS: { services: ['managedDetection'], role: 'view-reports' },
};
const SPEC_FEATURES: FeatureName[] = [
  'VIEW_DASHBOARD',
  'VIEW_DATA',
  'VIEW_LOG_SEARCH',
  'VIEW_TOP_COUNTRIES',
  'VIEW_REPORTS',
];
/** The three services of the permission checks, and one that none of them asks for. */
const SERVICES_TRIED = ['managedDetection', 'managedRisk', 'logSearch', 'cspmAws'] as const;

describe('the tables cover the spec', () => {
  it('knows every named view and feature of portal-core §2, and every role value', () => {
    expect([...VIEW_NAMES].sort()).toEqual([...SPEC_VIEWS].sort());
    expect([...FEATURE_NAMES].sort()).toEqual([...SPEC_FEATURES].sort());
    expect([...ALL_ROLES].sort()).toEqual([...EVERY_ROLE].sort());
  });
});

describe('named views', () => {
  const matrix = SPEC_VIEWS.flatMap((view) =>
    EVERY_ROLE.map((role) => [view, role, EXPECTED_VIEW_ROLES[view].includes(role)] as const),
  );
  it.each(matrix)('%s with only the role %s renders: %s', (view, role, expected) => {
    expect(canView(persona([role], []), view)).toBe(expected);
  });

  it.each(SPEC_VIEWS)('%s renders with every role and not with none', (view) => {
    expect(canView(persona([...EVERY_ROLE], []), view)).toBe(true);
    expect(canView(persona([], []), view)).toBe(false);
  });

  it('uses the defaults when no user is loaded', () => {
    expect(canView(null, 'contact_cse')).toBe(true);
    expect(canView(null, 'credsmgmt')).toBe(true);
    expect(canView(null, 'custswitch')).toBe(true);
    expect(canView(null, 'dataview')).toBe(true);
    expect(canView(null, 'mspswitch')).toBe(true);
    expect(canView(null, 'rawlogs')).toBe(true);
    expect(canView(null, 'ticket')).toBe(true);
    expect(canView(null, 'dashboard')).toBe(false);
    expect(canView(null, 'onboarding')).toBe(false);
    expect(canView(null, 'reports')).toBe(false);
    expect([...DEFAULT_ROLES].sort()).toEqual(
      [
        'contact-cst',
        'manage-credentials',
        'switch-all-customers',
        'view-data',
        'switch-msp-customers',
        'view-log-search',
        'view-tickets',
      ].sort(),
    );
  });
});

describe('feature access needs a service and the role', () => {
  const matrix = SPEC_FEATURES.flatMap((feature) =>
    EVERY_ROLE.flatMap((role) =>
      SERVICES_TRIED.map((service) => {
        const { services, role: needed } = EXPECTED_FEATURES[feature];
        return [feature, role, service, role === needed && services.includes(service)] as const;
      }),
    ),
  );
  it.each(matrix)('%s with role %s and service %s → %s', (feature, role, service, expected) => {
    expect(hasFeature(persona([role], [service]), feature)).toBe(expected);
  });

  it.each(SPEC_FEATURES)(
    '%s needs both: every role without a service, or every service without a role, is not enough',
    (feature) => {
      expect(hasFeature(persona([...EVERY_ROLE], []), feature)).toBe(false);
      expect(hasFeature(persona([], [...SERVICES_TRIED]), feature)).toBe(false);
      expect(hasFeature(persona([...EVERY_ROLE], [...SERVICES_TRIED]), feature)).toBe(true);
    },
  );

  it('defaults to services MDR, MR and LOGS with the default roles when no user is loaded', () => {
    expect(hasFeature(null, 'VIEW_DATA')).toBe(true);
    expect(hasFeature(null, 'VIEW_LOG_SEARCH')).toBe(true);
    expect(hasFeature(null, 'VIEW_DASHBOARD')).toBe(false);
    expect(hasFeature(null, 'VIEW_TOP_COUNTRIES')).toBe(false);
    expect(hasFeature(null, 'VIEW_REPORTS')).toBe(false);
  });

  it('a user without a customer holds no service', () => {
    expect(hasFeature({ roles: [ROLES.viewDashboard], email: 'a@b.example', customer: null }, 'VIEW_DASHBOARD')).toBe(
      false,
    );
  });
});

describe('who is who', () => {
  it.each([
    ['dana@provider.example', true],
    ['dana@eu.provider.example', true],
    ['DANA@PROVIDER.EXAMPLE', true],
    ['dana@notprovider.example', false],
    ['dana@provider.example.evil.example', false],
  ])('%s is staff: %s', (email, expected) => {
    expect(isProviderStaff({ email })).toBe(expected);
  });

  it('MSP users hold the MSP switch role; staff and MSP users confirm the customer name', () => {
    expect(isMspUser({ roles: [ROLES.switchMspCustomers] })).toBe(true);
    expect(isMspUser({ roles: [ROLES.viewDashboard] })).toBe(false);
    expect(needsCustomerNameConfirmation({ roles: [ROLES.switchMspCustomers], email: 'x@msp.example' })).toBe(true);
    expect(needsCustomerNameConfirmation({ roles: [], email: 'x@provider.example' })).toBe(true);
    expect(needsCustomerNameConfirmation({ roles: [], email: 'x@customer.example' })).toBe(false);
  });
});
