import { ROLES } from '@portal/api';
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
  type PermissionSubject,
  VIEW_ROLES,
  type FeatureName,
} from './rules';

const persona = (roles: string[], services: string[], email = 'someone@customer.example'): PermissionSubject => ({
  roles,
  email,
  customer: { services },
});

describe('named views', () => {
  it.each(VIEW_NAMES)('%s renders for each of its roles and not without them', (view) => {
    for (const role of VIEW_ROLES[view]) expect(canView(persona([role], []), view)).toBe(true);
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
    expect(canView(null, 'reports')).toBe(false);
    expect(DEFAULT_ROLES).toHaveLength(7);
  });
});

describe('feature access needs a service and the role', () => {
  const cases: [FeatureName, string, string[], boolean][] = [
    ['VIEW_DASHBOARD', ROLES.viewDashboard, ['managedDetection'], true],
    ['VIEW_DASHBOARD', ROLES.viewDashboard, ['managedRisk'], true],
    ['VIEW_DASHBOARD', ROLES.viewDashboard, ['logSearch'], false],
    ['VIEW_DASHBOARD', ROLES.viewData, ['managedDetection'], false],
    ['VIEW_DATA', ROLES.viewData, ['managedDetection'], true],
    ['VIEW_DATA', ROLES.viewData, ['managedRisk'], false],
    ['VIEW_LOG_SEARCH', ROLES.viewLogSearch, ['logSearch'], true],
    ['VIEW_LOG_SEARCH', ROLES.viewLogSearch, ['managedDetection'], false],
    ['VIEW_TOP_COUNTRIES', ROLES.viewDashboard, ['managedDetection'], true],
    ['VIEW_TOP_COUNTRIES', ROLES.viewDashboard, ['managedRisk'], false],
    ['VIEW_REPORTS', ROLES.viewReports, ['managedDetection'], true],
    ['VIEW_REPORTS', ROLES.viewReports, ['managedRisk'], false],
  ];
  it.each(cases)('%s with role %s and services %o → %s', (feature, role, services, expected) => {
    expect(hasFeature(persona([role], services), feature)).toBe(expected);
  });

  it('defaults to services MDR, MR and LOGS with the default roles when no user is loaded', () => {
    const granted = FEATURE_NAMES.filter((feature) => hasFeature(null, feature));
    expect(granted).toEqual(['VIEW_DATA', 'VIEW_LOG_SEARCH']);
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
