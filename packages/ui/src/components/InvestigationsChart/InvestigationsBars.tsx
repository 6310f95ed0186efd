import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { nextIndexForKey } from '../../keyboard';
import { describeWeek, layoutInvestigations, type InvestigationsDatum } from './investigationsGeometry';
import { BarTooltip, ChartPlot, ChartScroller } from './InvestigationsChart.styles';

/** Tick marks stick out this far from the axis, and labels sit this far from the ticks, in CSS pixels. */
const TICK_LENGTH = 6;
const LABEL_OFFSET = 18;
/** The tooltip sits above the bar, but never higher than this, so the scroller does not clip it. */
const TOOLTIP_MIN_TOP = 40;

export interface InvestigationsBarsProps {
  data: readonly InvestigationsDatum[];
  label: string;
  height?: number;
}

/**
 * The bars, with axes. One bar is in the tab order at a time (roving tabindex); arrow keys, Home and End move
 * between bars. Hover or focus shows the week and count in a tooltip.
 */
export function InvestigationsBars({ data, label, height }: InvestigationsBarsProps) {
  const layout = useMemo(() => layoutInvestigations(data, height), [data, height]);
  const [activeIndex, setActiveIndex] = useState<number>();
  const [tabIndex, setTabIndex] = useState(data.length - 1);
  const barRefs = useRef<(SVGRectElement | null)[]>([]);
  const { width, baseline, bars, ticks } = layout;
  const plotLeft = bars[0] ? bars[0].x - TICK_LENGTH : 0;
  const focusable = Math.min(tabIndex, bars.length - 1);
  const active = activeIndex === undefined ? undefined : bars[activeIndex];
  const activeDatum = activeIndex === undefined ? undefined : data[activeIndex];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndexForKey(event.key, index, bars.length);
    if (next === undefined) return;
    event.preventDefault();
    setTabIndex(next);
    barRefs.current[next]?.focus();
  };

  return (
    <ChartScroller>
      <ChartPlot>
        <svg role="group" aria-label={`${label}, bar chart`} width={width} height={layout.height}>
          <g aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick.value} transform={`translate(0, ${String(tick.y)})`}>
                <line x1={plotLeft} x2={width} strokeDasharray={tick.value === 0 ? undefined : '2 4'} />
                <text x={plotLeft - TICK_LENGTH} dy="0.32em" textAnchor="end">
                  {tick.label}
                </text>
              </g>
            ))}
            {bars.map((bar) => (
              <g key={bar.key} transform={`translate(${String(bar.x + bar.width / 2)}, ${String(baseline)})`}>
                <line y2={TICK_LENGTH} />
                <text y={LABEL_OFFSET} dy="0.32em" textAnchor="middle">
                  {bar.label}
                </text>
              </g>
            ))}
          </g>
          {bars.map((bar, index) => (
            <rect
              key={bar.key}
              ref={(element) => {
                barRefs.current[index] = element;
              }}
              role="img"
              aria-label={describeWeek({ week: data[index]?.week ?? bar.label, count: bar.count })}
              tabIndex={index === focusable ? 0 : -1}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              data-active={index === activeIndex}
              onFocus={() => {
                setTabIndex(index);
                setActiveIndex(index);
              }}
              onBlur={() => {
                setActiveIndex(undefined);
              }}
              onPointerEnter={() => {
                setActiveIndex(index);
              }}
              onPointerLeave={() => {
                setActiveIndex(undefined);
              }}
              onKeyDown={(event) => {
                onKeyDown(event, index);
              }}
            />
          ))}
        </svg>
        {active && activeDatum && (
          <BarTooltip
            role="tooltip"
            style={{
              top: Math.max(active.y, TOOLTIP_MIN_TOP),
              ...(active.x + active.width / 2 <= width / 2
                ? { left: active.x }
                : { right: width - active.x - active.width }),
            }}
          >
            {describeWeek(activeDatum)}
          </BarTooltip>
        )}
      </ChartPlot>
    </ChartScroller>
  );
}
