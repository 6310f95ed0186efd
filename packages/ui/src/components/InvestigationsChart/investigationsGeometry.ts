import { scaleBand, scaleLinear } from 'd3-scale';
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
  const domainMax = Math.max(1, maxCount);
  const ticks = scaleLinear().domain([0, domainMax]).nice(tickCount).ticks(tickCount);
  return ticks.filter((tick) => Number.isInteger(tick));
}

/** Places one bar of INVESTIGATIONS_BAR_SIZE per week and the y-axis ticks; the width grows with the weeks. */
export function layoutInvestigations(
  data: readonly InvestigationsDatum[],
  height: number = INVESTIGATIONS_CHART_HEIGHT,
): InvestigationsLayout {
  const { top, right, bottom, left } = INVESTIGATIONS_MARGIN;
  const step = INVESTIGATIONS_BAR_SIZE + INVESTIGATIONS_BAR_GAP;
  const width = left + data.length * step + right;
  const keys = data.map((_, index) => String(index));
  // Inner padding of gap/step leaves bands exactly one bar wide; half of it outside keeps the ends even.
  const x = scaleBand()
    .domain(keys)
    .range([left, left + data.length * step])
    .paddingInner(INVESTIGATIONS_BAR_GAP / step)
    .paddingOuter(INVESTIGATIONS_BAR_GAP / step / 2);
  const ticks = countTicks(Math.max(0, ...data.map(({ count }) => count)));
  const y = scaleLinear()
    .domain([0, Math.max(1, ...ticks)])
    .range([height - bottom, top]);
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
        x: x(String(index)) ?? left,
        y: top,
        width: x.bandwidth(),
        height: baseline - top,
      };
    }),
    ticks: ticks.map((value) => ({ value, label: formatFullNumber(value), y: y(value) })),
  };
}
