import type { SensorStatus } from '@portal/api';
import { DemoDatabase, DEMO_CUSTOMERS } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { describe, expect, it } from 'vitest';
import { buildSensorGroups, healthyCountText } from './sensorGroups';

const now = DEMO_NOW.getTime();
const db = new DemoDatabase({ now: DEMO_NOW });

/** A customer's sensors as the sensor metrics call answers them. */
function sensorsOf(customerId: string): SensorStatus[] {
  return db.customer(customerId).sensors.map(({ siteId: _site, signal: _signal, ...sensor }) => ({
    ...sensor,
    obs: db.observations(customerId, { ...sensor, siteId: _site, signal: _signal }),
  }));
}

describe('the groups of the direct customer', () => {
  const groups = buildSensorGroups(sensorsOf(DEMO_CUSTOMERS.direct), now);
  const group = (title: string) => groups.find((candidate) => candidate.title === title);

  it('are the four of the spec, in its order', () => {
    expect(groups.map(({ title }) => title)).toEqual([
      'Physical Sensors',
      'Virtual Sensors',
      'Risk Scanners',
      'Cloud Sensors',
    ]);
  });

  it('list a DOWN sensor first, the ones without health next, then the OK ones by name', () => {
    expect(group('Physical Sensors')?.rows.map(({ name }) => name)).toEqual([
      'hq-dmz-02',
      'branch-east-01',
      'branch-north-01',
      'branch-west-01',
      'lab-staging-01',
      'NH-PHY-0006',
      'dc-tap-01',
      'hq-core-01',
    ]);
    expect(group('Virtual Sensors')?.rows[0]?.name).toBe('vlc-dr-01');
  });

  it('give physical and virtual sensors a status, scanners and cloud sensors none', () => {
    const physical = group('Physical Sensors')?.rows ?? [];
    expect(physical.map(({ status }) => status?.label)).toEqual([
      'Unhealthy',
      'Preparing to Ship',
      'Shipped',
      expect.stringMatching(/^Shipped - \d{4}-\d{2}-\d{2}$/),
      'Staged',
      'Preparing to Ship',
      'Healthy',
      'Healthy',
    ]);
    expect(group('Virtual Sensors')?.rows.map(({ status }) => status?.label)).toContain('Awaiting Activation');
    expect(group('Risk Scanners')?.rows.every(({ status }) => status === undefined)).toBe(true);
    expect(group('Cloud Sensors')?.rows.every(({ status }) => status === undefined)).toBe(true);
  });

  it('count healthy over total in each header', () => {
    expect(group('Physical Sensors')).toMatchObject({ healthy: 2, total: 8 });
    expect(healthyCountText({ healthy: 2, total: 8 })).toBe('2 / 8 healthy');
  });

  it('leave ConnectWise, which has no health (portal-core §3), out of the cloud count', () => {
    const cloud = group('Cloud Sensors');
    expect(cloud?.rows.map(({ name }) => name)).toContain('connectwise');
    expect(cloud?.rows).toHaveLength(9);
    // Seven OK sensors and azure-ad DOWN: eight with a health.
    expect(cloud).toMatchObject({ healthy: 7, total: 8 });
  });

  it('flag the OK cloud sensor that sends nothing as without recent data, not the DOWN ones', () => {
    const flagged = groups.flatMap(({ rows }) =>
      rows.filter((row) => row.activity().noRecentData).map(({ name }) => name),
    );
    expect(flagged).toEqual(['box']);
  });
});

describe('the 500-sensor customer', () => {
  const groups = buildSensorGroups(sensorsOf(DEMO_CUSTOMERS.manySensors), now);

  it('fills every group, flags some sensors without recent data and lists DOWN first', () => {
    expect(groups).toHaveLength(4);
    expect(groups.reduce((sum, { total }) => sum + total, 0)).toBe(500);
    for (const { rows } of groups) expect(rows[0]?.health).toBe('DOWN');
    expect(groups.flatMap(({ rows }) => rows).filter((row) => row.activity().noRecentData).length).toBeGreaterThan(8);
  });

  it('leaves out empty groups and gives nothing for no sensors', () => {
    expect(buildSensorGroups([], now)).toEqual([]);
  });
});
