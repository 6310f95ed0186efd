import { ROLES, type User } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameOriginPath, safeDestination } from './destination';
import { FORWARDED_QUERY_PARAMETERS, inPortalOrUnified, unifiedPortalUrl } from './external';
import { contactRoute, customerLanding, defaultRoute } from './landing';
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
    // /customers needs the switch-all role; an MSP user picks among their own customers on /msp.
    [[ROLES.switchMspCustomers], null, '/msp'],
    [[ROLES.switchAllCustomers, ROLES.switchMspCustomers], null, '/customers'],
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
  it('redirects only when the build names a unified-portal host; otherwise the portal serves the page', () => {
    expect(inPortalOrUnified('tickets page', 'redirect', true)).toBe('redirect');
    expect(inPortalOrUnified('tickets page', 'redirect', false)).toBe('tickets page');
  });
  it('the demo build (no VITE_UNIFIED_PORTAL_URL) serves the pages itself', () => {
    expect(inPortalOrUnified('tickets page', 'redirect')).toBe('tickets page');
  });

  it.each([
    ['/tickets', '', 'r-1', 'https://unified.example/tickets?id=r-1'],
    ['/logsearch/search/abc', '?q=1', 'r-1', 'https://unified.example/log-search/search/abc?q=1&id=r-1'],
    ['/installer', '?platform=win', null, 'https://unified.example/downloads?platform=win'],
    ['/data/flow/device', '?start=1', 'r', 'https://unified.example/data-explorer/flow/device?start=1&id=r'],
    // Any other data route: the data explorer's flow page itself (portal-core §2), with the query and risk id.
    ['/data/netflow/top', '?start=1', 'r', 'https://unified.example/data-explorer/flow?start=1&id=r'],
    ['/data', '', 'r', 'https://unified.example/data-explorer/flow?id=r'],
    // The session's risk id wins over a query id; without a risk id the query's id is kept.
    ['/reports', '?id=keep', 'r', 'https://unified.example/reports?id=r'],
    ['/reports', '?id=keep', null, 'https://unified.example/reports?id=keep'],
    ['/tickets/1234', '', 'r', 'https://unified.example/tickets/1234?id=r'],
    ['/tickets', '?impersonate=c-9&page=2', 'r', 'https://unified.example/tickets?page=2&id=r'],
    [
      '/data/flow',
      '?start=1&end=2&evil=x&impersonate=y',
      null,
      'https://unified.example/data-explorer/flow?start=1&end=2',
    ],
  ])('%s%s (risk %s) → %s', (path, search, risk, expected) => {
    expect(unifiedPortalUrl(path, search, risk, host)).toBe(expected);
  });

  it('forwards only allow-listed parameters, never impersonate, and the risk id as the one id', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(fc.constantFrom('impersonate', 'id', 'start', 'token'), fc.string()), fc.string())),
        fc.option(fc.string({ minLength: 1 })),
        (pairs, risk) => {
          const url = new URL(unifiedPortalUrl('/reports', `?${new URLSearchParams(pairs)}`, risk, host));
          for (const name of url.searchParams.keys()) expect(FORWARDED_QUERY_PARAMETERS).toContain(name);
          expect(url.searchParams.has('impersonate')).toBe(false);
          if (risk !== null) expect(url.searchParams.getAll('id')).toEqual([risk]);
        },
      ),
    );
  });
});

describe('server-given destinations', () => {
  it.each([
    ['/connected-accounts', true],
    ['/contact?x=1', true],
    ['/', true],
    ['//attacker.example', false],
    ['/\\attacker.example', false],
    ['/\t/attacker.example', false],
    ['https://attacker.example/', false],
    ['javascript:alert(1)', false],
    ['connected-accounts', false],
    ['', false],
  ])('%j is a same-origin path: %s', (value, expected) => {
    expect(isSameOriginPath(value)).toBe(expected);
    expect(safeDestination(value, '/msp')).toBe(expected ? value : '/msp');
  });

  it('follows a destination only when the browser would resolve it on the portal’s own origin', () => {
    const origin = 'https://portal.example';
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom('/', '\\', '\t', '\n', ':', '.', 'a', '@', '%', ' ') }),
    );
    fc.assert(
      fc.property(text, (value) => {
        const target = safeDestination(value, '/msp');
        expect(new URL(target, `${origin}/msp`).origin).toBe(origin);
        expect(target.startsWith('/')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a customer’s own landing', () => {
  it('goes by the onboarding flags alone', () => {
    expect(customerLanding(customer(true, false))).toBe('/contact/onboarding');
    expect(customerLanding(customer(false, true))).toBe('/contact/cst');
    expect(customerLanding(customer(false, false))).toBe('/onboarding');
  });
});
