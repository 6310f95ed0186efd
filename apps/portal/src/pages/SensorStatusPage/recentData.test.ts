import type { Observation } from '@portal/api';
import { DEMO_NOW } from '@portal/fixtures/clock';
import {
  busySensorObservations,
  downSensorObservations,
  hourlySensorObservations,
  staleSensorObservations,
} from '@portal/fixtures/widgets/sparkline';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNoRecentData, LOW_RATE_DIVISOR, recentDataOf, type RecentData } from './recentData';

const now = DEMO_NOW.getTime();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A steady reporter: `y` every `step` ms for 24 hours up to `end`. */
function steady(y: number, step = 5 * MINUTE, end = now): Observation[] {
  return Array.from({ length: Math.floor((24 * HOUR) / step) }, (_, index) => ({
    x: new Date(end - index * step).toISOString(),
    y,
  }));
}

describe('No recent data', () => {
  it('leaves sensors that keep reporting alone, also an hourly one', () => {
    expect(recentDataOf(busySensorObservations, now)).toBe('reporting');
    expect(recentDataOf(hourlySensorObservations, now)).toBe('reporting');
    expect(recentDataOf(steady(40), now)).toBe('reporting');
  });

  it('flags a sensor silent for the last hours, or with nothing in 24 hours, as missing', () => {
    expect(recentDataOf(downSensorObservations, now)).toBe('missing');
    expect(recentDataOf(staleSensorObservations, now)).toBe('missing');
    expect(recentDataOf([], now)).toBe('missing');
    expect(recentDataOf(steady(40, 5 * MINUTE, now - 2 * HOUR), now)).toBe('missing');
  });

  it('flags a sensor whose last hour is far below its own rate as low, and one just above the line as reporting', () => {
    const history = steady(100).filter(({ x }) => Date.parse(x) <= now - HOUR);
    const lastHour = (y: number) => steady(y, 5 * MINUTE).filter(({ x }) => Date.parse(x) > now - HOUR);
    expect(recentDataOf([...history, ...lastHour(2)], now)).toBe('low');
    expect(recentDataOf([...history, ...lastHour(100 / LOW_RATE_DIVISOR + 1)], now)).toBe('reporting');
  });

  it('applies only to installed sensors whose health is OK', () => {
    const silent = { state: 'installed', health: 'OK' as const, obs: [] };
    expect(hasNoRecentData(silent, now)).toBe(true);
    expect(hasNoRecentData({ ...silent, health: 'DOWN' }, now)).toBe(false);
    expect(hasNoRecentData({ ...silent, health: null }, now)).toBe(false);
    expect(hasNoRecentData({ ...silent, state: 'shipped' }, now)).toBe(false);
    expect(hasNoRecentData({ ...silent, obs: steady(10) }, now)).toBe(false);
  });

  // An oracle written the other way round: sort, slice by time, sum.
  function oracle(points: readonly { x: number; y: number }[], at: number): RecentData {
    const valid = points.filter((p) => p.x > at - 24 * HOUR && p.y >= 0).sort((a, b) => a.x - b.x);
    const sum = (list: typeof valid) => list.reduce((total, p) => total + p.y, 0);
    if (sum(valid) === 0) return 'missing';
    const window = Math.min(24 * HOUR, Math.max(HOUR, Math.round((3 * 24 * HOUR) / valid.length)));
    const recent = sum(valid.filter((p) => p.x > at - window));
    if (recent === 0) return 'missing';
    const expected = (sum(valid) * window) / (24 * HOUR);
    return 10 * recent < expected ? 'low' : 'reporting';
  }

  const points = fc.array(
    fc.record({
      x: fc.integer({ min: now - 30 * HOUR, max: now + 10 * MINUTE }),
      y: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
    }),
    { maxLength: 300 },
  );

  it('agrees with the oracle on any series', () => {
    fc.assert(
      fc.property(points, (list) => {
        expect(recentDataOf(list, now)).toBe(oracle(list, now));
      }),
    );
  });

  it('does not depend on the order of the points, nor on points older than 24 hours', () => {
    fc.assert(
      fc.property(points, points, (list, older) => {
        const shifted = older.map((p) => ({ ...p, x: p.x - 31 * HOUR }));
        expect(recentDataOf([...shifted, ...list].reverse(), now)).toBe(recentDataOf(list, now));
      }),
    );
  });

  it('judges the rate, not the volume: scaling every count keeps the verdict', () => {
    fc.assert(
      fc.property(points, fc.integer({ min: 2, max: 50 }), (list, factor) => {
        const scaled = list.map((p) => ({ ...p, y: p.y * factor }));
        expect(recentDataOf(scaled, now)).toBe(recentDataOf(list, now));
      }),
    );
  });
});
