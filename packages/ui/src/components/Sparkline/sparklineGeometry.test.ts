import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSparklineGeometry,
  ColumnEnvelopeBuilder,
  linearMap,
  SPARKLINE_HEIGHT,
  SPARKLINE_INSET,
  SPARKLINE_WIDTH,
  SPARKLINE_WINDOW_MS,
} from './sparklineGeometry';

const END = Date.parse('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const options = { width: SPARKLINE_WIDTH, height: SPARKLINE_HEIGHT, end: END };

function envelopeOf(xs: number[], counts: number[]) {
  const builder = new ColumnEnvelopeBuilder();
  xs.forEach((x, index) => {
    builder.add(x, counts[index] ?? 0);
  });
  return builder.result();
}

describe('ColumnEnvelopeBuilder', () => {
  it('keeps every point when each falls in its own pixel column', () => {
    expect(envelopeOf([1, 2, 3], [5, 1, 4])).toEqual({ xs: [1, 2, 3], counts: [5, 1, 4] });
    expect(envelopeOf([], [])).toEqual({ xs: [], counts: [] });
  });

  it('keeps the lowest and highest count of a column in time order', () => {
    expect(envelopeOf([1, 1.2, 1.4, 1.6], [3, 9, 1, 4])).toEqual({ xs: [1.2, 1.4], counts: [9, 1] });
    expect(envelopeOf([1, 1.2, 1.4], [3, 1, 9])).toEqual({ xs: [1.2, 1.4], counts: [1, 9] });
    expect(envelopeOf([2, 2], [0, 1])).toEqual({ xs: [2, 2], counts: [0, 1] });
  });

  it('preserves each column’s extremes and the order of positions (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 0, max: 50, noNaN: true }), fc.nat(100)), { minLength: 1 }),
        (raw) => {
          const sorted = [...raw].sort(([a], [b]) => a - b);
          const xs = sorted.map(([x]) => x);
          const counts = sorted.map(([, count]) => count);
          const envelope = envelopeOf(xs, counts);
          expect(envelope.xs).toEqual([...envelope.xs].sort((a, b) => a - b));
          for (const column of new Set(xs.map(Math.floor))) {
            const inColumn = counts.filter((_, index) => Math.floor(xs[index] ?? 0) === column);
            const kept = envelope.counts.filter((_, index) => Math.floor(envelope.xs[index] ?? 0) === column);
            expect(kept.length).toBeLessThanOrEqual(2);
            expect(Math.max(...kept)).toBe(Math.max(...inColumn));
            expect(Math.min(...kept)).toBe(Math.min(...inColumn));
          }
        },
      ),
    );
  });
});

describe('linearMap', () => {
  it('maps and inverts a straight line, including reversed ranges', () => {
    const y = linearMap([0, 10], [45, 3]);
    expect(y(0)).toBe(45);
    expect(y(10)).toBe(3);
    expect(y(5)).toBe(24);
    expect(y.invert(24)).toBe(5);
  });

  it('maps an empty domain to the start of the range', () => {
    const flat = linearMap([4, 4], [0, 100]);
    expect(flat(4)).toBe(0);
    expect(flat.invert(50)).toBe(4);
  });

  it('round-trips (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (start, span, share) => {
          const map = linearMap([start, start + span], [3, 257]);
          const value = start + share * span;
          expect(map.invert(map(value))).toBeCloseTo(value, 4);
        },
      ),
    );
  });
});

describe('buildSparklineGeometry', () => {
  it('maps the window across the width and counts from zero up the height, in tenths of a pixel', () => {
    const geometry = buildSparklineGeometry(
      [
        { x: END - SPARKLINE_WINDOW_MS / 2, y: 0 },
        { x: END, y: 10 },
      ],
      options,
    );
    expect(geometry.xOf(END)).toBe(SPARKLINE_WIDTH - SPARKLINE_INSET);
    expect(geometry.xOf(END - SPARKLINE_WINDOW_MS)).toBe(SPARKLINE_INSET);
    expect(geometry.yOf(0)).toBe(SPARKLINE_HEIGHT - SPARKLINE_INSET);
    expect(geometry.yOf(10)).toBe(SPARKLINE_INSET);
    expect(geometry.path).toBe('M1300,450L2570,30');
    expect(geometry.timeAt(geometry.xOf(END - HOUR))).toBeCloseTo(END - HOUR);
    expect(geometry.summary).toMatchObject({ pointCount: 2, total: 10, peak: 10, latestTime: END });
  });

  it('draws a flat line along the bottom when every count is zero', () => {
    const geometry = buildSparklineGeometry(
      [
        { x: END - HOUR, y: 0 },
        { x: END, y: 0 },
      ],
      options,
    );
    expect(geometry.path).toMatch(/^M\d+,450L2570,450$/);
  });

  it('draws a day of one-minute points with at most two whole-unit commands per pixel column', () => {
    const points = Array.from({ length: 1440 }, (_, index) => ({
      x: END - (1439 - index) * 60_000,
      y: (index * 37) % 101,
    }));
    const { path, summary } = buildSparklineGeometry(points, options);
    const commands = path.match(/[ML]/g)?.length ?? 0;
    expect(commands).toBeGreaterThan(SPARKLINE_WIDTH - 2 * SPARKLINE_INSET);
    expect(commands).toBeLessThanOrEqual(2 * (SPARKLINE_WIDTH - 2 * SPARKLINE_INSET + 1));
    expect(path).toMatch(/^M\d+,\d+(L\d+,\d+)+$/);
    expect(summary?.pointCount).toBe(1440);
  });

  it('draws the same path whatever the order of the points', () => {
    const points = Array.from({ length: 200 }, (_, index) => ({ x: END - index * 7 * 60_000, y: (index * 13) % 29 }));
    expect(buildSparklineGeometry(points, options)).toMatchObject({
      path: buildSparklineGeometry([...points].reverse(), options).path,
      summary: buildSparklineGeometry([...points].reverse(), options).summary,
    });
  });

  it('has no path and no summary without points in the window', () => {
    const geometry = buildSparklineGeometry([{ x: END - 2 * SPARKLINE_WINDOW_MS, y: 4 }], options);
    expect(geometry.path).toBe('');
    expect(geometry.summary).toBeUndefined();
  });
});
