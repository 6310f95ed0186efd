import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTicks, describeWeek, formatWeekLabel, layoutInvestigations, linearMap } from './investigationsGeometry';

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

describe('linearMap', () => {
  it('maps 0 to the range start and the domain maximum to its end, in a straight line', () => {
    const y = linearMap(40, [390, 16]);
    expect(y(0)).toBe(390);
    expect(y(40)).toBe(16);
    expect(y(20)).toBe(203);
    expect(y(8)).toBeCloseTo(315.2, 9);
  });

  it('puts everything at the range start for an empty domain', () => {
    expect(linearMap(0, [390, 16])(5)).toBe(390);
  });
});

/**
 * Expected geometry worked out by hand, not with the module's formula: bars 50 px wide (portal-core §9) with 16 px
 * between them, a 430 px chart (§9) with margins top 16, right 16, bottom 40 and left 48. So a week takes 66 px, the
 * first bar starts at 48 + 16 / 2 = 56, the zero line is at 430 - 40 = 390 and the plot is 390 - 16 = 374 px tall.
 */
describe('layoutInvestigations', () => {
  it('places three weeks 66 px apart from x = 56, each bar 50 px wide, in a 262 × 430 chart', () => {
    const layout = layoutInvestigations([
      { week: '2026-10-26', count: 2 },
      { week: '2026-11-02', count: 0 },
      { week: '2026-11-09', count: 1 },
    ]);
    expect(layout.width).toBe(262); // 48 + 3 × 66 + 16
    expect(layout.height).toBe(430);
    expect(layout.baseline).toBe(390);
    expect(layout.bars.map(({ x, width }) => [x, width])).toEqual([
      [56, 50],
      [122, 50],
      [188, 50],
    ]);
    expect(layout.bars.map(({ label, count, key }) => [label, count, key])).toEqual([
      ['Oct 26', 2, '0-2026-10-26'],
      ['Nov 2', 0, '1-2026-11-02'],
      ['Nov 9', 1, '2-2026-11-09'],
    ]);
  });

  it('grows bars up from the zero line: the largest count of 2 reaches the top (y 16), a count of 1 half-way', () => {
    const { bars, ticks } = layoutInvestigations([
      { week: '2026-10-26', count: 2 },
      { week: '2026-11-02', count: 0 },
      { week: '2026-11-09', count: 1 },
    ]);
    expect(bars.map(({ y, height }) => [y, height])).toEqual([
      [16, 374],
      [390, 0],
      [203, 187],
    ]);
    expect(ticks).toEqual([
      { value: 0, label: '0', y: 390 },
      { value: 1, label: '1', y: 203 },
      { value: 2, label: '2', y: 16 },
    ]);
  });

  it('scales to the rounded-up top tick: counts up to 37 on an axis to 40, 9.35 px per investigation', () => {
    const layout = layoutInvestigations([
      { week: '2026-10-19', count: 8 },
      { week: '2026-10-26', count: 37 },
      { week: '2026-11-02', count: 20 },
      { week: '2026-11-09', count: 0 },
    ]);
    expect(layout.width).toBe(328); // 48 + 4 × 66 + 16
    expect(layout.bars.map(({ x }) => x)).toEqual([56, 122, 188, 254]);
    expect(layout.ticks.map(({ label }) => label)).toEqual(['0', '10', '20', '30', '40']);
    const tickYs = [390, 296.5, 203, 109.5, 16];
    layout.ticks.forEach((tick, index) => expect(tick.y).toBeCloseTo(tickYs[index] ?? Number.NaN, 9));
    const bars: [number, number][] = [
      [315.2, 74.8], // 8 × 9.35 = 74.8
      [44.05, 345.95], // 37 × 9.35 = 345.95
      [203, 187],
      [390, 0],
    ];
    layout.bars.forEach((bar, index) => {
      const [y, height] = bars[index] ?? [Number.NaN, Number.NaN];
      expect(bar.y).toBeCloseTo(y, 9);
      expect(bar.height).toBeCloseTo(height, 9);
    });
  });

  it('labels large counts in full and honours a smaller height', () => {
    expect(layoutInvestigations([{ week: 'Week 47', count: 1234 }]).ticks.map(({ label }) => label)).toEqual([
      '0',
      '200',
      '400',
      '600',
      '800',
      '1,000',
      '1,200',
      '1,400',
    ]);
    const short = layoutInvestigations(
      [
        { week: 'Week 46', count: 2 },
        { week: 'Week 47', count: 1 },
      ],
      230,
    );
    expect(short.height).toBe(230);
    expect(short.baseline).toBe(190); // 230 - 40
    expect(short.bars.map(({ y, height }) => [y, height])).toEqual([
      [16, 174],
      [103, 87],
    ]);
    expect(short.bars.map(({ label }) => label)).toEqual(['Week 46', 'Week 47']);
  });

  it('draws bars in proportion to the counts, side by side, inside the plot (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5000), { minLength: 1, maxLength: 60 }), (counts) => {
        const layout = layoutInvestigations(counts.map((count, index) => ({ week: `W${String(index)}`, count })));
        const largest = Math.max(...counts);
        const topTick = Math.max(...layout.ticks.map(({ value }) => value));
        expect(layout.width).toBe(48 + 66 * counts.length + 16);
        expect(topTick).toBeGreaterThanOrEqual(largest);
        expect(layout.ticks.find(({ value }) => value === topTick)?.y).toBeCloseTo(16, 9);
        layout.bars.forEach((bar, index) => {
          const count = counts[index] ?? Number.NaN;
          expect(bar.x).toBeCloseTo(56 + 66 * index, 9);
          expect(bar.width).toBeCloseTo(50, 9);
          expect(bar.y + bar.height).toBeCloseTo(390, 9);
          expect(bar.y).toBeGreaterThanOrEqual(16 - 1e-9);
          // Height per investigation is the same for every bar: the plot's 374 px over the top tick.
          expect(bar.height).toBeCloseTo((374 * count) / topTick, 6);
        });
      }),
    );
  });

  it('lays out nothing for no data', () => {
    const layout = layoutInvestigations([]);
    expect(layout.bars).toEqual([]);
    expect(layout.width).toBe(64); // the margins alone
  });
});
