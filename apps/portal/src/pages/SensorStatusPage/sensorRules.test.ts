import type { SensorStatus } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSensors, healthWeight, sensorDisplayStatus, sensorGroupOf, sensorName, utcDate } from './sensorRules';

describe('the §3 classification', () => {
  it.each([
    ['physical', 'mirroring', 'physical'],
    ['physical', 'internal_tap', 'physical'],
    ['physical', null, 'physical'],
    ['physical', 'scanner', 'scanner'],
    ['vlc', 'vlc', 'virtual'],
    ['vSensor', 'mirroring', 'virtual'],
    ['vsensor', null, 'virtual'],
    ['vSensor', 'scanner', 'scanner'],
    ['vlc', 'Scanner', 'scanner'],
    ['scanner', 'scanner', 'scanner'],
    ['scanner', null, 'scanner'],
    ['aws', null, 'cloud'],
    ['o365', null, 'cloud'],
    ['imanage', null, 'cloud'],
    ['connectwise', null, 'cloud'],
    ['something-new', 'scanner', 'cloud'],
  ] as const)('type %s configured %s is in the %s group', (type, configuration, group) => {
    expect(sensorGroupOf({ type, configuration })).toBe(group);
  });
});

describe('the §4 display status', () => {
  const sensor = (over: Partial<SensorStatus>) => ({
    type: 'physical',
    state: 'installed',
    health: 'OK' as SensorStatus['health'],
    shipped_date: null,
    ...over,
  });

  it.each([
    [sensor({ type: 'vlc', state: 'new', health: null }), 'Awaiting Activation', 'N/A'],
    [sensor({ type: 'vSensor', state: 'provisioned', health: null }), 'Awaiting Activation', 'N/A'],
    [sensor({ type: 'physical', state: 'new', health: null }), 'Preparing to Ship', 'N/A'],
    [sensor({ type: 'physical', state: 'provisioned', health: null }), 'Preparing to Ship', 'N/A'],
    [sensor({ state: 'shipped', shipped_date: '2026-11-17T23:30:00-05:00' }), 'Shipped - 2026-11-18', 'SHIPPED'],
    [sensor({ state: 'shipped', shipped_date: null }), 'Shipped', 'SHIPPED'],
    [sensor({ state: 'shipped', shipped_date: 'soon' }), 'Shipped', 'SHIPPED'],
    [sensor({ state: 'staged', health: null }), 'Staged', 'STAGED'],
    [sensor({ state: 'installed', health: 'OK' }), 'Healthy', 'HEALTHY'],
    [sensor({ state: 'installed', health: 'DOWN' }), 'Unhealthy', 'UNHEALTHY'],
    [sensor({ state: 'installed', health: null }), 'Unhealthy', 'UNHEALTHY'],
    [sensor({ state: 'decommissioned' }), 'Unknown', 'N/A'],
  ])('%o shows %s', (input, label, colourStatus) => {
    expect(sensorDisplayStatus(input)).toEqual({ label, colourStatus });
  });

  it('gives the shipped date in UTC', () => {
    expect(utcDate('2026-11-20T00:30:00+02:00')).toBe('2026-11-19');
    expect(utcDate(null)).toBeUndefined();
  });
});

describe('the order: DOWN 1, other 5, OK 10, then name', () => {
  it('weighs health as §9 says', () => {
    expect([healthWeight('DOWN'), healthWeight(null), healthWeight('OK')]).toEqual([1, 5, 10]);
  });

  it('names a sensor by its shorthand, else its id', () => {
    expect(sensorName({ id: 'NH-PHY-0006', shorthand: null })).toBe('NH-PHY-0006');
    expect(sensorName({ id: 'NH-PHY-0006', shorthand: ' ' })).toBe('NH-PHY-0006');
    expect(sensorName({ id: 'NH-PHY-0001', shorthand: 'hq-core-01' })).toBe('hq-core-01');
  });

  it('orders names without case and numbers by value', () => {
    const names = ['scan-10', 'Scan-9', 'alpha'].map((shorthand, index) => ({
      id: String(index),
      shorthand,
      health: 'OK' as const,
    }));
    expect([...names].sort(compareSensors).map(sensorName)).toEqual(['alpha', 'Scan-9', 'scan-10']);
  });

  // Oracle: three buckets concatenated, each ordered by (name, id) with plain comparison; lowercase letters only, where
  // the collator and code-unit order agree.
  it('matches bucket-by-bucket ordering for any list', () => {
    const health = fc.constantFrom<SensorStatus['health']>('OK', 'DOWN', null);
    const sensors = fc.uniqueArray(
      fc.record({
        id: fc.stringMatching(/^[a-z]{1,4}$/),
        shorthand: fc.option(fc.stringMatching(/^[a-z]{1,4}$/)),
        health,
      }),
      { selector: (sensor) => sensor.id, maxLength: 40 },
    );
    fc.assert(
      fc.property(sensors, (list) => {
        const key = (sensor: (typeof list)[number]) => [sensor.shorthand ?? sensor.id, sensor.id] as const;
        const byKey = (a: (typeof list)[number], b: (typeof list)[number]) => {
          const [left, right] = [key(a), key(b)];
          if (left[0] !== right[0]) return left[0] < right[0] ? -1 : 1;
          return left[1] < right[1] ? -1 : left[1] > right[1] ? 1 : 0;
        };
        const bucket = (wanted: SensorStatus['health']) => list.filter((s) => s.health === wanted).sort(byKey);
        const expected = [...bucket('DOWN'), ...bucket(null), ...bucket('OK')];
        expect([...list].sort(compareSensors)).toEqual(expected);
      }),
    );
  });
});
