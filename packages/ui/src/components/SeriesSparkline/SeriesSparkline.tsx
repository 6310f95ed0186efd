import { memo, useMemo } from 'react';
import { SeriesSparklineEmpty, SeriesSparklineRoot, type SeriesSparklineIntent } from './SeriesSparkline.styles';
import {
  describeSeries,
  SERIES_SPARKLINE_HEIGHT,
  SERIES_SPARKLINE_WIDTH,
  SERIES_UNITS_PER_PIXEL,
  seriesPath,
} from './seriesPath';

export interface SeriesSparklineProps {
  /** Evenly spaced values over a range, oldest first (e.g. events per second). */
  values: readonly number[];
  /** What the values are, for the accessible name, e.g. '4624 events per second'. */
  label: string;
  /** How a value reads in the accessible name; 3 significant digits by default. */
  formatValue?: (value: number) => string;
  width?: number;
  height?: number;
  intent?: SeriesSparklineIntent;
  className?: string;
}

/**
 * A small line of evenly spaced values, for a table row: one static SVG path whose accessible name gives the peak,
 * average and latest value. Unlike Sparkline (timed observations you can read point by point) it takes no focus,
 * so a grid keeps its single tab stop and a hundred rows stay cheap to draw. Memoised on its props.
 */
export const SeriesSparkline = memo(function SeriesSparkline({
  values,
  label,
  formatValue,
  width = SERIES_SPARKLINE_WIDTH,
  height = SERIES_SPARKLINE_HEIGHT,
  intent = 'primary',
  className,
}: SeriesSparklineProps) {
  const path = useMemo(() => seriesPath(values, width, height), [values, width, height]);
  const name = describeSeries(label, values, formatValue);
  if (path === '') {
    return (
      <SeriesSparklineEmpty className={className} data-portal-id="series-sparkline">
        {name}
      </SeriesSparklineEmpty>
    );
  }
  const units = SERIES_UNITS_PER_PIXEL;
  return (
    <SeriesSparklineRoot
      $intent={intent}
      className={className}
      data-portal-id="series-sparkline"
      role="img"
      aria-label={name}
      width={width}
      height={height}
      viewBox={`0 0 ${String(width * units)} ${String(height * units)}`}
    >
      <path d={path} strokeWidth={1.5 * units} />
    </SeriesSparklineRoot>
  );
});
