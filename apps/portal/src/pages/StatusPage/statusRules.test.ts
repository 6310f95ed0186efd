import type { Agent, SiteSensorProfiles } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupSites,
  hasNoPurchases,
  hasNoSitesOrSensors,
  NOT_DEPLOYED,
  onlineAgents,
  purchases,
  sensorOutcome,
  sensorStateText,
  UNASSIGNED_SITE_NAME,
} from './statusRules';

const NOW = new Date('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;

const profile = (shorthand: string, state: string) => ({
  shorthand,
  deployment_type: 'physical',
  deployment: { state },
});

function agent(id: string, heartbeat: string | null, hostname: string | null = id): Agent {
  return {
    id,
    deploymentID: null,
    softwareVersion: null,
    queryInProgress: false,
    containment: { contained: false },
    heartbeat: { createTime: heartbeat },
    hostDetail: { hostname, userName: null, platform: null, networkInterfaces: [] },
  };
}

const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();

describe('sensor outcome (portal-onboarding §9)', () => {
  it("counts 'installed' as success and every other state as fail", () => {
    expect(sensorOutcome('installed')).toBe('success');
    expect(sensorOutcome(' Installed ')).toBe('success');
    for (const state of ['new', 'provisioned', 'shipped', 'staged', 'not deployed', '', null, undefined])
      expect(sensorOutcome(state)).toBe('fail');
  });

  it('is a success exactly when the trimmed, lower-cased state is installed (property)', () => {
    fc.assert(
      fc.property(fc.string(), (state) => {
        const oracle = state.trim().toLowerCase() === 'installed';
        expect(sensorOutcome(state) === 'success').toBe(oracle);
      }),
    );
  });

  it("shows the state, or 'not deployed' when there is none", () => {
    expect(sensorStateText('shipped')).toBe('shipped');
    expect(sensorStateText('')).toBe(NOT_DEPLOYED);
    expect(sensorStateText('  ')).toBe('not deployed');
    expect(sensorStateText(null)).toBe('not deployed');
  });
});

describe('grouping by site', () => {
  const reply: SiteSensorProfiles = {
    sites: {
      b: { name: 'Site 10', sensors: [profile('s-2', 'installed'), profile('s-10', 'shipped'), profile('s-1', 'new')] },
      a: { name: 'Site 9', sensors: [] },
    },
    orphans: [profile('aws-prod', 'installed')],
  };

  it('orders sites naturally, failing sensors first, and puts sensors at no site last', () => {
    const sites = groupSites(reply);
    expect(sites.map((site) => site.name)).toEqual(['Site 9', 'Site 10', UNASSIGNED_SITE_NAME]);
    expect(sites[1]?.sensors.map((sensor) => sensor.shorthand)).toEqual(['s-1', 's-10', 's-2']);
    expect(sites[1]?.installed).toBe(1);
    expect(sites[2]).toMatchObject({ id: null, installed: 1 });
  });

  it('has no unassigned group without orphans', () => {
    expect(groupSites({ ...reply, orphans: [] }).map((site) => site.id)).toEqual(['a', 'b']);
  });

  it('keeps every sensor exactly once and counts the installed ones (property)', () => {
    const states = fc.constantFrom('new', 'provisioned', 'shipped', 'staged', 'installed', '');
    const sensors = fc.array(fc.tuple(fc.string(), states).map(([name, state]) => profile(name, state)));
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.record({ name: fc.string(), sensors })), sensors, (sites, orphans) => {
        const grouped = groupSites({ sites, orphans });
        const all = [...Object.values(sites).flatMap((site) => site.sensors), ...orphans];
        expect(grouped.flatMap((site) => site.sensors)).toHaveLength(all.length);
        const installed = all.filter((sensor) => sensor.deployment.state === 'installed').length;
        expect(grouped.reduce((sum, site) => sum + site.installed, 0)).toBe(installed);
      }),
    );
  });

  it('is empty only without sites and orphans', () => {
    expect(hasNoSitesOrSensors({ sites: {}, orphans: [] })).toBe(true);
    expect(hasNoSitesOrSensors({ sites: {}, orphans: [profile('x', 'new')] })).toBe(false);
    expect(hasNoSitesOrSensors({ sites: { a: { name: 'A', sensors: [] } }, orphans: [] })).toBe(false);
  });
});

describe('online agents', () => {
  it('keeps agents that reported within 72 hours, latest first', () => {
    const agents = [
      agent('old', hoursAgo(73)),
      agent('edge', hoursAgo(72)),
      agent('recent', hoursAgo(1)),
      agent('never', null),
      agent('blank-host', hoursAgo(2), '  '),
    ];
    expect(onlineAgents(agents, NOW)).toEqual([
      { id: 'recent', hostname: 'recent', heartbeatTime: hoursAgo(1), reportedAt: NOW.getTime() - HOUR },
      { id: 'blank-host', hostname: null, heartbeatTime: hoursAgo(2), reportedAt: NOW.getTime() - 2 * HOUR },
      { id: 'edge', hostname: 'edge', heartbeatTime: hoursAgo(72), reportedAt: NOW.getTime() - 72 * HOUR },
    ]);
  });

  it('matches an independent 72-hour oracle (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: -10, max: 200 }))), (ages) => {
        const agents = ages.map((age, index) => agent(`a${index}`, age === null ? null : hoursAgo(age)));
        const expected = ages.filter((age) => age !== null && age <= 72).length;
        expect(onlineAgents(agents, NOW)).toHaveLength(expected);
      }),
    );
  });
});

describe('purchases', () => {
  it('lists each service once and sums cloud sensor add-ons, leaving out zero counts', () => {
    const result = purchases({
      products: [
        { serviceType: 'managedRisk', name: 'Managed Risk', managedDetectionResponse: null },
        {
          serviceType: 'managedDetection',
          name: 'Managed Detection and Response',
          managedDetectionResponse: { cloudSensors: { aws: 2, o365: 1, gcp: 0 } },
        },
        { serviceType: 'managedRisk', name: 'Managed Risk', managedDetectionResponse: { cloudSensors: { aws: 1 } } },
      ],
    });
    expect(result.products.map((product) => product.name)).toEqual(['Managed Detection and Response', 'Managed Risk']);
    expect(result.addOns).toEqual([
      { kind: 'aws', label: 'AWS', count: 3 },
      { kind: 'o365', label: 'Office 365', count: 1 },
    ]);
    expect(hasNoPurchases(result)).toBe(false);
  });

  it('names an unknown cloud sensor kind by its key and is empty without products', () => {
    const result = purchases({
      products: [{ serviceType: 'x', name: 'X', managedDetectionResponse: { cloudSensors: { dropbox: 4 } } }],
    });
    expect(result.addOns).toEqual([{ kind: 'dropbox', label: 'dropbox', count: 4 }]);
    expect(hasNoPurchases(purchases({ products: [] }))).toBe(true);
  });
});
