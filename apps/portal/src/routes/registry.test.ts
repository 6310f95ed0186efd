import { matchRoutes } from 'react-router-dom';
import { ALL_ROLES, STAFF_EMAIL_DOMAIN } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allows } from '../permissions/access';
import type { AccessRule } from '../permissions/access';
import { navigationFor } from '../shell/navigation';
import { shortcutsFor } from '../shell/shortcuts';
import { testCustomer, testUser } from '../testing/testUser';
import { ROUTES, type RouteEntry, type RouteGuard } from './registry';

const UUID = '0b6c1f5e-8a2d-4c3b-9e7f-1a2b3c4d5e6f';

/** The registry entry the router picks for a path (the not-found fallback is not an entry). */
function entryFor(path: string): RouteEntry | undefined {
  const routes = ROUTES.map((entry) => ({ path: entry.path, entry }));
  const matches = matchRoutes([...routes, { path: '*', entry: undefined }], path);
  return matches?.at(-1)?.route.entry;
}

type Expected = { rule?: AccessRule; guard?: RouteGuard };

const DASHBOARD: AccessRule = { feature: 'VIEW_DASHBOARD' };
const CONTACT: AccessRule = { view: 'contact_cse' };
const CREDENTIALS: AccessRule = { view: 'credsmgmt' };
const EDITABLE: Expected = { guard: 'editableOnboarding' };
const EDITABLE_UUID: Expected = { guard: 'editableOnboardingUuid' };

/**
 * Every path of both route tables (portal-core §2, portal-onboarding §2.1), with the access rule and parameter
 * guard it must have — written out here, independently of the registry under test.
 */
const SPEC_PATHS: [string, Expected][] = [
  ['/', {}],
  ['/login', {}],
  ['/dashboard', { rule: DASHBOARD }],
  ['/dashboard/security-score', {}],
  ['/dashboard/coverage-score', { rule: DASHBOARD }],
  ['/dashboard/sensors', { rule: DASHBOARD }],
  ['/dashboard/sensors/virtual', { rule: { allOf: [DASHBOARD, { service: ['managedDetection'] }] } }],
  ['/dashboard/endpoints', { rule: DASHBOARD }],
  ['/dashboard/status', {}],
  ['/status', {}],
  ['/contact', { rule: CONTACT }],
  ['/contact/onboarding', {}],
  ['/contact/cst', { rule: CONTACT }],
  ['/contact/share', { rule: CONTACT, guard: 'shareContent' }],
  ['/customers', { rule: { view: 'custswitch' } }],
  ['/msp', { rule: { view: 'mspswitch' } }],
  ['/data', { rule: { feature: 'VIEW_DATA' } }],
  ['/data/flow', { rule: { feature: 'VIEW_DATA' } }],
  ['/data/ad', { rule: { flag: 'additional_data' } }],
  ['/data/ad/event_code', { rule: { flag: 'additional_data' }, guard: 'adType' }],
  ['/logsearch', { rule: { feature: 'VIEW_LOG_SEARCH' } }],
  ['/logsearch/activity', { rule: { feature: 'VIEW_LOG_SEARCH' } }],
  ['/logsearch/sources', { rule: { feature: 'VIEW_LOG_SEARCH' } }],
  [`/logsearch/search/${UUID}`, { rule: { feature: 'VIEW_LOG_SEARCH' }, guard: 'searchId' }],
  ['/tickets', { rule: { view: 'ticket' } }],
  ['/tickets/1234', { rule: { view: 'ticket' } }],
  ['/reports', { rule: { feature: 'VIEW_REPORTS' } }],
  ['/installer', {}],
  ['/downloads', {}],
  ['/whitelistable-ips', {}],
  ['/service-endpoints', {}],
  ['/connected-accounts', { rule: CREDENTIALS }],
  ['/connected-accounts/new', { rule: CREDENTIALS }],
  ['/connected-accounts/new/aws', { rule: CREDENTIALS }],
  [`/connected-accounts/edit/${UUID}`, { rule: CREDENTIALS, guard: 'uuid' }],
  ['/credentials', {}],
  ['/awstemplate', {}],
  ['/account/federated-authentication', { rule: CREDENTIALS }],
  ['/telemetry/cloud', { rule: { allOf: [{ service: ['managedDetection'] }, CREDENTIALS] } }],
  ['/cloud-scanners', { rule: { allOf: [{ service: ['managedRisk'] }, CREDENTIALS] } }],
  ['/onboarding', { rule: { view: 'onboarding' } }],
  ['/onboarding/contacts', EDITABLE],
  ['/onboarding/contacts/new', EDITABLE],
  [`/onboarding/contacts/edit/${UUID}`, EDITABLE_UUID],
  ['/onboarding/sensors', EDITABLE],
  ['/onboarding/sensors/new', EDITABLE],
  [`/onboarding/sensors/edit/${UUID}`, EDITABLE_UUID],
  ['/onboarding/scanners', EDITABLE],
  ['/onboarding/scanners/new', EDITABLE],
  [`/onboarding/scanners/edit/${UUID}`, EDITABLE_UUID],
  ['/device/configure', {}],
  ['/allotment', { rule: { staff: true } }],
];

describe('the route registry', () => {
  it.each(SPEC_PATHS)('%s resolves with its rule and guard', (path, expected) => {
    const entry = entryFor(path);
    expect(entry, `${path} falls through to not found`).toBeDefined();
    expect(entry?.rule).toEqual(expected.rule);
    expect(entry?.guard).toEqual(expected.guard);
  });

  it('sends paths that are not routes to the not-found page', () => {
    for (const path of ['/nothing-here', '/dashboard/unknown', '/contact/cst/extra', '/customersx']) {
      expect(entryFor(path), path).toBeUndefined();
    }
  });

  it("titles the new sensor and scanner forms by the spec's screen names (portal-onboarding §2.4)", () => {
    expect(entryFor('/onboarding/sensors/new')?.title).toBe('Configure Sensor');
    expect(entryFor('/onboarding/scanners/new')?.title).toBe('Configure Scanner');
    expect(entryFor(`/onboarding/sensors/edit/${UUID}`)?.title).toBe('Edit Sensor');
  });

  it('registers each path once', () => {
    const paths = ROUTES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  // Users with every combination of roles, services, flags, staff e-mail and onboarding state.
  const users = fc.record({
    roles: fc.subarray([...ALL_ROLES]),
    services: fc.subarray(['managedDetection', 'managedRisk', 'logSearch', 'cyberJumpstart']),
    flags: fc.subarray(['additional_data']),
    staff: fc.boolean(),
    onboarding: fc.boolean(),
  });

  it('shows a navigation link or shortcut only to a user who may open its route, with that route’s label', () => {
    fc.assert(
      fc.property(users, ({ roles, services, flags, staff, onboarding }) => {
        const user = testUser({
          email: staff ? `ops@${STAFF_EMAIL_DOMAIN}` : 'ops@customer.example',
          roles,
          feature_flags: flags,
          customer: testCustomer({ services, is_onboarding: onboarding }),
        });
        const nav = navigationFor(user);
        const links = [...nav.primary.flatMap((entry) => ('items' in entry ? entry.items : [entry])), ...nav.userMenu];
        for (const link of links) {
          const entry = entryFor(link.href);
          expect(entry?.path).toBe(link.href);
          expect(entry?.nav?.label).toBe(link.label);
          expect(allows(user, entry?.rule)).toBe(true);
        }
        for (const shortcut of shortcutsFor(user)) {
          const entry = entryFor(shortcut.href);
          expect(entry?.shortcut?.label).toBe(shortcut.label);
          expect(allows(user, entry?.rule)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives a user with every role and service the whole navigation of portal-core §2', () => {
    const user = testUser({
      email: `ops@${STAFF_EMAIL_DOMAIN}`,
      roles: [...ALL_ROLES],
      feature_flags: ['additional_data'],
      customer: testCustomer({ services: ['managedDetection', 'managedRisk', 'logSearch'] }),
    });
    const nav = navigationFor(user);
    expect(nav.primary.map((entry) => entry.label)).toEqual([
      'Onboarding',
      'Dashboard',
      'Data',
      'Logs',
      'Reports',
      'Tickets',
      'Contact Your CST',
    ]);
    expect(nav.userMenu.map((link) => link.label)).toEqual([
      'Switch Customers',
      'MSP Dashboard',
      'IP addresses',
      'Cloud Sensors',
      'Cloud Scanners',
      'Federated Authentication',
      'Downloads',
      'Appliance Management',
      'Status Page',
      'Allotment Update',
      'Log out',
    ]);
    expect(shortcutsFor(user).map((shortcut) => shortcut.keys)).toEqual([
      'g h',
      'g o',
      'g d',
      'g s',
      'g e',
      'g c',
      'g w',
      'g m',
      'g t',
    ]);
  });
});
