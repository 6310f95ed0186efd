import type { Agent } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countEndpoints, downloadsUrl, monthlyInvestigationsDecimals, ticketedPeriod } from './dashboardFigures';

const NOW = new Date('2026-11-20T15:00:00Z');
const HOUR = 60 * 60 * 1000;

function agent(id: string, hoursAgo: number | null, contained = false): Agent {
  return {
    id,
    deploymentID: null,
    softwareVersion: null,
    queryInProgress: false,
    containment: { contained },
    heartbeat: hoursAgo === null ? null : { createTime: new Date(NOW.getTime() - hoursAgo * HOUR).toISOString() },
    hostDetail: null,
  };
}

describe('countEndpoints', () => {
  it('counts as online the agents that reported within 72 hours, and the contained ones', () => {
    const counts = countEndpoints(
      [agent('a', 1), agent('b', 72), agent('c', 72.01, true), agent('d', null, true), agent('e', 0, true)],
      NOW,
    );
    expect(counts).toEqual({ total: 5, online: 3, contained: 3 });
  });

  it('counts an agent listed twice once, by its last record', () => {
    expect(countEndpoints([agent('a', 100, true), agent('a', 2)], NOW)).toEqual({ total: 1, online: 1, contained: 0 });
  });

  it('has nothing to count without agents', () => {
    expect(countEndpoints([], NOW)).toEqual({ total: 0, online: 0, contained: 0 });
  });

  it('never counts more online or contained endpoints than there are (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(20), fc.option(fc.nat(200)), fc.boolean())), (specs) => {
        const agents = specs.map(([id, hours, contained]) => agent(String(id), hours, contained));
        const counts = countEndpoints(agents, NOW);
        expect(counts.total).toBe(new Set(agents.map(({ id }) => id)).size);
        expect(counts.online).toBeLessThanOrEqual(counts.total);
        expect(counts.contained).toBeLessThanOrEqual(counts.total);
      }),
    );
  });
});

describe('monthlyInvestigationsDecimals', () => {
  it('uses 2 decimals above 1000 and none up to 1000', () => {
    expect(monthlyInvestigationsDecimals(0)).toBe(0);
    expect(monthlyInvestigationsDecimals(999)).toBe(0);
    expect(monthlyInvestigationsDecimals(1000)).toBe(0);
    expect(monthlyInvestigationsDecimals(1001)).toBe(2);
    expect(monthlyInvestigationsDecimals(1_834_000)).toBe(2);
  });
});

describe('ticketedPeriod', () => {
  it('is the 4 weeks before the current one, Monday to Sunday (a Friday: 2026-11-20)', () => {
    expect(ticketedPeriod(NOW)).toEqual({ first: '2026-10-19', last: '2026-11-15' });
  });

  it('starts the current week on Monday at midnight UTC', () => {
    expect(ticketedPeriod(new Date('2026-11-16T00:00:00Z'))).toEqual({ first: '2026-10-19', last: '2026-11-15' });
    expect(ticketedPeriod(new Date('2026-11-15T23:59:59Z'))).toEqual({ first: '2026-10-12', last: '2026-11-08' });
  });
});

describe('downloadsUrl', () => {
  it('opens this portal’s downloads page with the risk id as id when no unified-portal host is configured', () => {
    expect(downloadsUrl('57be2707-3cae-46db-8029-d22733fbffac', false)).toBe(
      '/downloads?id=57be2707-3cae-46db-8029-d22733fbffac',
    );
    expect(downloadsUrl(null, false)).toBe('/downloads');
  });

  it('opens the unified portal’s downloads page when its host is configured', () => {
    expect(downloadsUrl('57be2707-3cae-46db-8029-d22733fbffac', true)).toBe(
      'https://unified.provider.example/downloads?id=57be2707-3cae-46db-8029-d22733fbffac',
    );
    expect(downloadsUrl(null, true)).toBe('https://unified.provider.example/downloads');
  });
});
