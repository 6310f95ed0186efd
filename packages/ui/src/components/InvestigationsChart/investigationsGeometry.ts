import { nice, ticks } from 'd3-array';
import { formatFullNumber } from '../../format';

/** Bar width and chart height of the Security Investigations chart (portal-core §9: bar size 50, height 430). */
export const INVESTIGATIONS_BAR_SIZE = 50;
export const INVESTIGATIONS_CHART_HEIGHT = 430;
/** Space between bars, and around the plot for the axes' ticks and labels, in CSS pixels. */
export const INVESTIGATIONS_BAR_GAP = 16;
export const INVESTIGATIONS_MARGIN = { top: 16, right: 16, bottom: 40, left: 48 } as const;
/** About five gridlines read well at 430 px. */
const Y_TICK_COUNT = 5;

/** Investigations in one week (the API's incidents histogram, oldest first). */
export interface InvestigationsDatum {
  /** The week, as an ISO date (its first day) or any label. */
  week: string;
  count: number;
}

export interface PlacedBar {
  key: string;
  label: string;
  count: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AxisTick {
  value: number;
  label: string;
  y: number;
}

export interface InvestigationsLayout {
  width: number;
  height: number;
  /** The y of the x axis (the zero line). */
  baseline: number;
  bars: PlacedBar[];
  ticks: AxisTick[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * '2026-11-16' → 'Nov 16'. Read from the text, not through Date, so the label never shifts with the reader's time
 * zone. Anything else is shown as given.
 */
export function formatWeekLabel(week: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(week);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${String(Number(match[3]))}` : week;
}

export function describeWeek({ week, count }: InvestigationsDatum): string {
  return `Week of ${formatWeekLabel(week)}: ${formatFullNumber(count)} ${count === 1 ? 'investigation' : 'investigations'}`;
}

/** Whole-number ticks from zero (counts have no fractions), at least 0 and 1. */
export function countTicks(maxCount: number, tickCount: number = Y_TICK_COUNT): number[] {
  // Round the top up to a tick first, so the largest bar never rises above the highest gridline.
  const [, niceMax] = nice(0, Math.max(1, maxCount), tickCount);
  return ticks(0, niceMax, tickCount).filter((tick) => Number.isInteger(tick));
}

/**
 * A straight-line map of [0, domainMax] onto [rangeStart, rangeEnd]: all the chart's y axis needs. d3-scale's
 * scaleLinear would bring its interpolators and tick formats (about 9 kB gzip) for this one line.
 */
export function linearMap(domainMax: number, [rangeStart, rangeEnd]: readonly [number, number]) {
  const slope = domainMax === 0 ? 0 : (rangeEnd - rangeStart) / domainMax;
  return (value: number): number => rangeStart + value * slope;
}

/** Places one bar of INVESTIGATIONS_BAR_SIZE per week and the y-axis ticks; the width grows with the weeks. */
export function layoutInvestigations(
  data: readonly InvestigationsDatum[],
  height: number = INVESTIGATIONS_CHART_HEIGHT,
): InvestigationsLayout {
  const { top, right, bottom, left } = INVESTIGATIONS_MARGIN;
  const step = INVESTIGATIONS_BAR_SIZE + INVESTIGATIONS_BAR_GAP;
  const width = left + data.length * step + right;
  const tickValues = countTicks(Math.max(0, ...data.map(({ count }) => count)));
  const y = linearMap(Math.max(1, ...tickValues), [height - bottom, top]);
  const baseline = y(0);
  return {
    width,
    height,
    baseline,
    bars: data.map((datum, index) => {
      const top = y(Math.max(0, datum.count));
      return {
        key: `${String(index)}-${datum.week}`,
        label: formatWeekLabel(datum.week),
        count: datum.count,
        // Each week takes one step; half a gap at either end keeps the bars centred in their steps.
        x: left + INVESTIGATIONS_BAR_GAP / 2 + index * step,
        y: top,
        width: INVESTIGATIONS_BAR_SIZE,
        height: baseline - top,
      };
    }),
    ticks: tickValues.map((value) => ({ value, label: formatFullNumber(value), y: y(value) })),
  };
}
