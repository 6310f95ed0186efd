import { memo, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { nextIndexForKey } from '../../keyboard';
import { SparklineMessage, SparklineRoot, type SparklineIntent } from './Sparkline.styles';
import {
  buildSparklineGeometry,
  SPARKLINE_HEIGHT,
  SPARKLINE_MARKER_RADIUS,
  SPARKLINE_STROKE_WIDTH,
  SPARKLINE_UNITS_PER_PIXEL,
  SPARKLINE_WIDTH,
  SPARKLINE_WINDOW_MS,
} from './sparklineGeometry';
import { nearestIndex, seriesInWindow, toTimestamp, type SparklinePoint } from './sparklineSeries';
import { describePoint, describeWindow, formatObservationCount, formatObservationTime } from './sparklineText';

/** Arrow keys step one observation; Page Up / Page Down jump an hour of one-minute observations. */
const PAGE_STEP = 60;
const UNITS = SPARKLINE_UNITS_PER_PIXEL;

export interface SparklineProps {
  /** Observations `{ x: time, y: count }`; points outside the 24 hours ending at `end` are left out. */
  points: readonly SparklinePoint[];
  /** The end of the window (ISO time, epoch ms or Date). Defaults to the moment the sparkline mounts. */
  end?: string | number | Date;
  /** What is counted, used in the accessible names, e.g. 'sensor-01 observations'. */
  label?: string;
  width?: number;
  height?: number;
  intent?: SparklineIntent;
  loading?: boolean;
  /** Shown in place of the line, e.g. the sensor metrics error. */
  error?: string;
  className?: string;
}

/**
 * Observation counts over the past 24 hours as one SVG path. Hover it, or focus it and use the arrow keys, to read
 * each point's count and time. Memoised: the path is recomputed only when the points, window or size change, and
 * the per-point arrays for reading are built only once someone reads.
 */
export const Sparkline = memo(function Sparkline({
  points,
  end,
  label = 'Observations',
  width = SPARKLINE_WIDTH,
  height = SPARKLINE_HEIGHT,
  intent = 'primary',
  loading = false,
  error,
  className,
}: SparklineProps) {
  const [mountedAt] = useState(Date.now);
  const endTime = end === undefined ? mountedAt : toTimestamp(end);
  const geometry = useMemo(
    () => buildSparklineGeometry(points, { width, height, end: endTime }),
    [points, width, height, endTime],
  );
  const [reading, setReading] = useState(false);
  const series = useMemo(
    () => (reading ? seriesInWindow(points, endTime - SPARKLINE_WINDOW_MS, endTime) : undefined),
    [reading, points, endTime],
  );
  const [activeIndex, setActiveIndex] = useState<number>();
  const { summary } = geometry;
  const box = { width, height };

  let content;
  if (loading) {
    content = (
      // Text rather than a Spinner: the spinner's styles would take the Sparkline past its 6 kB import budget.
      <SparklineMessage $tone="muted" style={box} role="status">
        {`Loading ${label}...`}
      </SparklineMessage>
    );
  } else if (error !== undefined) {
    content = (
      <SparklineMessage $tone="danger" style={box}>
        {error}
      </SparklineMessage>
    );
  } else if (!summary) {
    content = (
      <SparklineMessage $tone="muted" style={box}>
        No observations in the past 24 hours
      </SparklineMessage>
    );
  } else {
    const lastIndex = summary.pointCount - 1;
    const readIndex = activeIndex === undefined ? lastIndex : Math.min(activeIndex, lastIndex);
    const time = series?.times[readIndex] ?? summary.latestTime;
    const count = series?.counts[readIndex] ?? summary.latest;
    const shown = activeIndex !== undefined && series !== undefined;
    const markerX = geometry.xOf(time);

    const onKeyDown = (event: KeyboardEvent) => {
      const next = nextIndexForKey(event.key, readIndex, summary.pointCount, PAGE_STEP);
      if (next === undefined) return;
      event.preventDefault();
      setActiveIndex(next);
    };
    const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
      const rect = event.currentTarget.getBoundingClientRect();
      const position = ((event.clientX - rect.left) * width) / (rect.width || width);
      const times = series?.times ?? seriesInWindow(points, endTime - SPARKLINE_WINDOW_MS, endTime).times;
      setReading(true);
      setActiveIndex(nearestIndex(times, geometry.timeAt(position)));
    };

    content = (
      <>
        <svg
          role="img"
          aria-label={describeWindow(label, summary, endTime)}
          width={width}
          height={height}
          viewBox={`0 0 ${width * UNITS} ${height * UNITS}`}
        >
          <path d={geometry.path} strokeWidth={SPARKLINE_STROKE_WIDTH * UNITS} />
          {shown && (
            <circle
              cx={markerX * UNITS}
              cy={geometry.yOf(count) * UNITS}
              r={SPARKLINE_MARKER_RADIUS * UNITS}
              strokeWidth={UNITS}
            />
          )}
        </svg>
        <div
          role="slider"
          tabIndex={0}
          aria-label={`${label}, point by point`}
          aria-valuemin={0}
          aria-valuemax={lastIndex}
          aria-valuenow={readIndex}
          aria-valuetext={describePoint(count, time)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setReading(true);
            setActiveIndex((current) => current ?? lastIndex);
          }}
          onBlur={() => {
            setActiveIndex(undefined);
          }}
          onPointerMove={onPointerMove}
          onPointerLeave={(event) => {
            if (document.activeElement !== event.currentTarget) setActiveIndex(undefined);
          }}
        />
        {shown && (
          <div role="tooltip" style={markerX <= width / 2 ? { left: markerX } : { right: width - markerX }}>
            {formatObservationCount(count)}
            <span>{formatObservationTime(time)}</span>
          </div>
        )}
      </>
    );
  }

  return (
    <SparklineRoot $intent={intent} className={className} data-portal-id="sparkline">
      {content}
    </SparklineRoot>
  );
});
