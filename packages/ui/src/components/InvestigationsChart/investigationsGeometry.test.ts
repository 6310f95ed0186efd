import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countTicks,
  describeWeek,
  formatWeekLabel,
  INVESTIGATIONS_BAR_GAP,
  INVESTIGATIONS_BAR_SIZE,
  INVESTIGATIONS_CHART_HEIGHT,
  INVESTIGATIONS_MARGIN,
  layoutInvestigations,
} from './investigationsGeometry';

describe('formatWeekLabel and describeWeek', () => {
  it('shortens ISO dates without a time-zone shift and keeps other labels', () => {
    expect(formatWeekLabel('2026-11-16')).toBe('Nov 16');
    expect(formatWeekLabel('2026-01-01T00:00:00Z')).toBe('Jan 1');
    expect(formatWeekLabel('Week 47')).toBe('Week 47');
    expect(formatWeekLabel('2026-13-01')).toBe('2026-13-01');
  });

  it('says the week and the count in words', () => {
    expect(describeWeek({ week: '2026-11-16', count: 1 })).toBe('Week of Nov 16: 1 investigation');
    expect(describeWeek({ week: '2026-11-09', count: 1234 })).toBe('Week of Nov 9: 1,234 investigations');
  });
});

describe('countTicks', () => {
  it('starts at zero with whole numbers only', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(2)).toEqual([0, 1, 2]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
  });

  it('covers the largest count (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (max) => {
        const ticks = countTicks(max);
        expect(ticks[0]).toBe(0);
        expect(Math.max(...ticks)).toBeGreaterThanOrEqual(max);
        expect(ticks.every(Number.isInteger)).toBe(true);
      }),
    );
  });
});

describe('layoutInvestigations', () => {
  const data = [
    { week: '2026-10-26', count: 4 },
    { week: '2026-11-02', count: 0 },
    { week: '2026-11-09', count: 12 },
  ];

  it('places bars of the documented size, side by side from the left margin', () => {
    const layout = layoutInvestigations(data);
    const step = INVESTIGATIONS_BAR_SIZE + INVESTIGATIONS_BAR_GAP;
    expect(layout.height).toBe(INVESTIGATIONS_CHART_HEIGHT);
    expect(layout.width).toBe(INVESTIGATIONS_MARGIN.left + 3 * step + INVESTIGATIONS_MARGIN.right);
    expect(layout.bars.map(({ width }) => width)).toEqual([50, 50, 50].map(() => INVESTIGATIONS_BAR_SIZE));
    expect(layout.bars.map(({ x }) => x)).toEqual(
      [0, 1, 2].map((index) => INVESTIGATIONS_MARGIN.left + INVESTIGATIONS_BAR_GAP / 2 + index * step),
    );
    expect(layout.bars.map(({ label }) => label)).toEqual(['Oct 26', 'Nov 2', 'Nov 9']);
  });

  it('grows bars up from the baseline in proportion to the count', () => {
    const { bars, baseline, ticks } = layoutInvestigations(data);
    expect(baseline).toBe(INVESTIGATIONS_CHART_HEIGHT - INVESTIGATIONS_MARGIN.bottom);
    expect(bars[1]?.height).toBe(0);
    expect(bars.every((bar) => bar.y + bar.height === baseline)).toBe(true);
    expect((bars[2]?.height ?? 0) / (bars[0]?.height ?? 1)).toBeCloseTo(3);
    expect(ticks.map(({ label }) => label)).toEqual(['0', '2', '4', '6', '8', '10', '12']);
    expect(ticks.at(-1)?.y).toBe(INVESTIGATIONS_MARGIN.top);
  });

  it('keeps every bar inside the plot (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5000), { minLength: 1, maxLength: 60 }), (counts) => {
        const layout = layoutInvestigations(counts.map((count, index) => ({ week: `W${String(index)}`, count })));
        for (const bar of layout.bars) {
          expect(bar.y).toBeGreaterThanOrEqual(INVESTIGATIONS_MARGIN.top - 1e-9);
          expect(bar.x + bar.width).toBeLessThanOrEqual(layout.width - INVESTIGATIONS_MARGIN.right + 1e-9);
        }
      }),
    );
  });

  it('lays out nothing for no data', () => {
    expect(layoutInvestigations([]).bars).toEqual([]);
  });
});
