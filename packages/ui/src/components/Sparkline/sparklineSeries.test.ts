import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestIndex, seriesInWindow, SummaryBuilder, toTimestamp, visitInOrder } from './sparklineSeries';

const END = Date.parse('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const START = END - 24 * HOUR;

describe('seriesInWindow', () => {
  it('keeps start < time <= end, accepts ISO or ms times and drops unreadable points', () => {
    const series = seriesInWindow(
      [
        { x: START, y: 1 },
        { x: END, y: 3 },
        { x: new Date(END - HOUR).toISOString(), y: 2 },
        { x: END + 1, y: 4 },
        { x: 'not a time', y: 5 },
        { x: END - 2 * HOUR, y: Number.NaN },
      ],
      START,
      END,
    );
    expect(series).toEqual({ times: [END - HOUR, END], counts: [2, 3] });
  });

  it('sorts by time and keeps each count with its time (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 24 * HOUR - 1 }), { maxLength: 60 }), (offsets) => {
        const { times, counts } = seriesInWindow(
          offsets.map((offset) => ({ x: END - offset, y: offset % 7 })),
          START,
          END,
        );
        expect(times).toHaveLength(offsets.length);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        times.forEach((time, index) => {
          expect(counts[index]).toBe((END - time) % 7);
        });
      }),
    );
  });
});

describe('visitInOrder', () => {
  it('visits the points in the window and stops at the first one out of order', () => {
    const visited: number[] = [];
    const points = [
      { x: START, y: 0 },
      { x: END - 2 * HOUR, y: 1 },
      { x: END - HOUR, y: 2 },
    ];
    expect(visitInOrder(points, START, END, (_, count) => visited.push(count))).toBe(true);
    expect(visited).toEqual([1, 2]);
    expect(visitInOrder([...points].reverse(), START, END, () => undefined)).toBe(false);
  });
});

describe('nearestIndex', () => {
  it('finds the closest time, preferring the earlier one on a tie', () => {
    expect(nearestIndex([], 5)).toBe(-1);
    expect(nearestIndex([10, 20, 30], 0)).toBe(0);
    expect(nearestIndex([10, 20, 30], 24)).toBe(1);
    expect(nearestIndex([10, 20, 30], 25)).toBe(1);
    expect(nearestIndex([10, 20, 30], 26)).toBe(2);
    expect(nearestIndex([10, 20, 30], 99)).toBe(2);
  });

  it('agrees with a linear scan (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1 }),
        fc.integer({ min: -50, max: 1050 }),
        (raw, time) => {
          const times = [...raw].sort((a, b) => a - b);
          const found = times[nearestIndex(times, time)] ?? Number.NaN;
          const best = Math.min(...times.map((candidate) => Math.abs(candidate - time)));
          expect(Math.abs(found - time)).toBe(best);
        },
      ),
    );
  });
});

describe('SummaryBuilder and toTimestamp', () => {
  it('totals the points and finds the first peak and the latest point', () => {
    const builder = new SummaryBuilder();
    [4, 9, 9].forEach((count, index) => {
      builder.add(index + 1, count);
    });
    expect(builder.result()).toEqual({ pointCount: 3, total: 22, peak: 9, peakTime: 2, latest: 9, latestTime: 3 });
    expect(new SummaryBuilder().result()).toBeUndefined();
  });

  it('reads ISO text, epoch milliseconds and dates', () => {
    expect(toTimestamp('2026-11-20T15:00:00Z')).toBe(END);
    expect(toTimestamp(END)).toBe(END);
    expect(toTimestamp(new Date(END))).toBe(END);
  });
});
