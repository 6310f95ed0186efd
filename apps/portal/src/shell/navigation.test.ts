import { ROLES, type User } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { detectUnsupportedBrowser, unsupportedBrowserMessage } from './browserSupport';
import { isNavGroup, navigationFor } from './navigation';
import { testCustomer, testUser } from '../testing/testUser';

const base: User = testUser({
  name: 'Dana',
  email: 'dana@customer.example',
  customer: testCustomer({ id: 'c', riskID: 'r', name: 'C', pod: 'p' }),
});

const withCustomer = (user: User, patch: Partial<NonNullable<User['customer']>>): User => ({
  ...user,
  customer: user.customer ? { ...user.customer, ...patch } : null,
});

const labels = (user: User) => {
  const nav = navigationFor(user);
  return {
    apps: nav.appSwitcher.map((item) => item.label),
    primary: nav.primary.map((entry) =>
      isNavGroup(entry) ? `${entry.label}(${entry.items.map((i) => i.label).join(',')})` : entry.label,
    ),
    menu: nav.userMenu.map((item) => item.label),
    pod: nav.showPodLabel,
  };
};

describe('navigation for each kind of user', () => {
  it('a direct customer with every service and role', () => {
    const user = withCustomer(
      {
        ...base,
        roles: [
          ROLES.viewDashboard,
          ROLES.viewData,
          ROLES.viewLogSearch,
          ROLES.viewReports,
          ROLES.viewTickets,
          ROLES.contactCst,
          ROLES.manageCredentials,
        ],
        feature_flags: ['additional_data'],
      },
      { services: ['managedDetection', 'managedRisk', 'logSearch'] },
    );
    expect(labels(user)).toEqual({
      apps: ['Unified Portal', 'Managed Risk', 'Managed Security Awareness'],
      primary: ['Dashboard', 'Data(Flow,Active Directory)', 'Logs', 'Reports', 'Tickets', 'Contact Your CST'],
      menu: [
        'IP addresses',
        'Cloud Sensors',
        'Cloud Scanners',
        'Federated Authentication',
        'Downloads',
        'Appliance Management',
        'Status Page',
        'Log out',
      ],
      pod: false,
    });
  });

  it('an MSP user sees the MSP dashboard, not the customer switch', () => {
    const user = { ...base, roles: [ROLES.switchMspCustomers] };
    expect(labels(user).menu).toContain('MSP Dashboard');
    expect(labels(user).menu).not.toContain('Switch Customers');
  });

  it('provider staff see Switch Customers, the pod label and Allotment Update', () => {
    const user = { ...base, email: 'sam@provider.example', roles: [ROLES.switchAllCustomers] };
    const result = labels(user);
    expect(result.menu).toEqual(expect.arrayContaining(['Switch Customers', 'Allotment Update']));
    expect(result.pod).toBe(true);
  });

  it('an onboarding customer contacts onboarding, not the CST; Cyber JumpStart only with the product', () => {
    const user = withCustomer(
      { ...base, roles: [ROLES.contactCst, ROLES.viewOnboarding] },
      { is_onboarding: true, services: ['irJumpstartRetainer'] },
    );
    const result = labels(user);
    expect(result.primary).toEqual(['Onboarding', 'Contact Onboarding']);
    expect(result.apps).toContain('Cyber JumpStart');
  });

  it('Cloud Sensors, Cloud Scanners and Federated Authentication only with the manage-credentials permission', () => {
    const customer = { services: ['managedDetection', 'managedRisk'] };
    const without = withCustomer({ ...base, roles: [ROLES.viewDashboard] }, customer);
    const withRole = withCustomer({ ...base, roles: [ROLES.viewDashboard, ROLES.manageCredentials] }, customer);
    expect(labels(without).menu).toEqual([
      'IP addresses',
      'Downloads',
      'Appliance Management',
      'Status Page',
      'Log out',
    ]);
    expect(labels(withRole).menu).toEqual(
      expect.arrayContaining(['Cloud Sensors', 'Cloud Scanners', 'Federated Authentication']),
    );
  });

  it('Active Directory only with the additional_data flag', () => {
    const user = withCustomer({ ...base, roles: [ROLES.viewData] }, { services: ['managedDetection'] });
    expect(labels(user).primary).toEqual(['Data(Flow)']);
  });
});

describe('browser support', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer'],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)', 'Internet Explorer'],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Safari/537.36 Edge/18.17763',
      'Microsoft Edge',
    ],
  ])('%s is unsupported', (agent, name) => {
    expect(detectUnsupportedBrowser(agent)?.name).toBe(name);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  ])('%s is supported', (agent) => {
    expect(detectUnsupportedBrowser(agent)).toBeNull();
  });

  it("words the banner as the spec's message", () => {
    expect(unsupportedBrowserMessage({ name: 'Internet Explorer', upToVersion: 11 })).toBe(
      'Please use a newer browser to login. Portal does not support Internet Explorer 11 and earlier versions.',
    );
  });
});
