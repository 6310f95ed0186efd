import { ROLES, type User } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { unifiedPortalUrl } from './external';
import { contactRoute, defaultRoute } from './landing';
import { testCustomer } from '../testing/testUser';

const customer = (is_onboarding: boolean, handoff_completed: boolean): NonNullable<User['customer']> => {
  const base = testCustomer({ id: 'c', riskID: 'r', name: 'C', pod: 'p', is_onboarding });
  return {
    ...base,
    onboarding_status: { ...base.onboarding_status, handoff_completed, can_edit_sections: true, tko_completed: false },
  };
};

describe('landing', () => {
  it.each([
    [[], customer(true, false), '/contact/onboarding'],
    [[], customer(false, true), '/contact/cst'],
    [[], customer(false, false), '/onboarding'],
    [[ROLES.switchMspCustomers], customer(false, true), '/msp'],
    [[ROLES.switchAllCustomers], null, '/customers'],
    [[ROLES.switchMspCustomers], null, '/customers'],
    [[], null, '/contact'],
  ])('roles %o with customer %o → %s', (roles, value, expected) => {
    expect(defaultRoute({ roles, customer: value })).toBe(expected);
  });

  it('contact means onboarding contacts while onboarding', () => {
    expect(contactRoute({ customer: customer(true, false) })).toBe('/contact/onboarding');
    expect(contactRoute({ customer: customer(false, true) })).toBe('/contact/cst');
  });
});

describe('unified portal redirects', () => {
  const host = 'https://unified.example';
  it.each([
    ['/tickets', '', 'r-1', 'https://unified.example/tickets?id=r-1'],
    ['/logsearch/search/abc', '?q=1', 'r-1', 'https://unified.example/log-search/search/abc?q=1&id=r-1'],
    ['/installer', '?platform=win', null, 'https://unified.example/downloads?platform=win'],
    ['/data/flow/device', '?start=1', 'r', 'https://unified.example/data-explorer/flow/device?start=1&id=r'],
    ['/reports', '?id=keep', 'r', 'https://unified.example/reports?id=keep'],
  ])('%s%s (risk %s) → %s', (path, search, risk, expected) => {
    expect(unifiedPortalUrl(path, search, risk, host)).toBe(expected);
  });
});
