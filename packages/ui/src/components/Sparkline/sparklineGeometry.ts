import { line } from 'd3-shape';
import {
  SummaryBuilder,
  seriesInWindow,
  visitInOrder,
  type SparklinePoint,
  type SparklineSummary,
} from './sparklineSeries';

/** Default plot size of a sensor sparkline (portal-core §9: 260 × 48). */
export const SPARKLINE_WIDTH = 260;
export const SPARKLINE_HEIGHT = 48;
/** The sensor activity window (portal-core §9: 24 hours), in milliseconds. */
export const SPARKLINE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Space kept free around the line so a stroke or the focus marker at the edge is not clipped. */
export const SPARKLINE_INSET = 3;
/** Line thickness and focus-marker radius, in CSS pixels. */
export const SPARKLINE_STROKE_WIDTH = 1.5;
export const SPARKLINE_MARKER_RADIUS = 3;
/**
 * SVG user units per CSS pixel. The path is written in whole tenths of a pixel: integers are several times cheaper
 * than decimals to turn into text and to parse, at the same precision (measured in benchmarks/sparklines).
 */
export const SPARKLINE_UNITS_PER_PIXEL = 10;

/** A linear map of a domain onto a range, with its inverse. */
export interface LinearMap {
  (value: number): number;
  invert: (position: number) => number;
}

/**
 * Two straight-line maps are all a sparkline needs; d3-scale's scaleLinear would add 9 kB gzip (interpolators,
 * tick formats) to a widget whose import budget is 6 kB.
 */
export function linearMap(
  [domainStart, domainEnd]: readonly [number, number],
  [rangeStart, rangeEnd]: readonly [number, number],
): LinearMap {
  const slope = domainEnd === domainStart ? 0 : (rangeEnd - rangeStart) / (domainEnd - domainStart);
  const map = (value: number) => rangeStart + (value - domainStart) * slope;
  map.invert = (position: number) => (slope === 0 ? domainStart : domainStart + (position - rangeStart) / slope);
  return map;
}

/** A series thinned for drawing: positions in CSS pixels and raw counts. */
export interface ColumnEnvelope {
  xs: number[];
  counts: number[];
}

/**
 * Keeps, for each pixel column, the lowest and the highest count in time order. At 260 px a day of one-minute
 * points puts five or six points in every column; the column's extremes draw the same picture with a third of the
 * path, which keeps hundreds of sparklines cheap to build and to rasterise.
 */
export class ColumnEnvelopeBuilder {
  private readonly envelope: ColumnEnvelope = { xs: [], counts: [] };
  private column = Number.NaN;
  private lowX = 0;
  private lowCount = 0;
  private highX = 0;
  private highCount = 0;
  private lowFirst = true;

  add(x: number, count: number): void {
    const column = Math.floor(x);
    if (column !== this.column) {
      this.flush();
      this.column = column;
      this.lowX = this.highX = x;
      this.lowCount = this.highCount = count;
      this.lowFirst = true;
    } else if (count < this.lowCount) {
      this.lowX = x;
      this.lowCount = count;
      this.lowFirst = false;
    } else if (count > this.highCount) {
      this.highX = x;
      this.highCount = count;
      this.lowFirst = true;
    }
  }

  result(): ColumnEnvelope {
    this.flush();
    this.column = Number.NaN;
    return this.envelope;
  }

  private flush(): void {
    if (Number.isNaN(this.column)) return;
    const { xs, counts } = this.envelope;
    if (this.lowX === this.highX && this.lowCount === this.highCount) {
      xs.push(this.lowX);
      counts.push(this.lowCount);
    } else if (this.lowFirst) {
      xs.push(this.lowX, this.highX);
      counts.push(this.lowCount, this.highCount);
    } else {
      xs.push(this.highX, this.lowX);
      counts.push(this.highCount, this.lowCount);
    }
  }
}

export interface GeometryOptions {
  width: number;
  height: number;
  end: number;
  windowMs?: number;
}

export interface SparklineGeometry {
  /** The line, in SVG user units (see SPARKLINE_UNITS_PER_PIXEL); empty without points. */
  path: string;
  summary: SparklineSummary | undefined;
  /** Horizontal position of a time, in CSS pixels. */
  xOf: (time: number) => number;
  /** Vertical position of a count, in CSS pixels. */
  yOf: (count: number) => number;
  /** The time at a horizontal position. */
  timeAt: (x: number) => number;
}

/**
 * Maps the window onto the plot (counts from zero) and draws it as one path, summarising in the same pass: no
 * array per point is allocated unless the points arrive out of order.
 */
export function buildSparklineGeometry(
  points: readonly SparklinePoint[],
  { width, height, end, windowMs = SPARKLINE_WINDOW_MS }: GeometryOptions,
): SparklineGeometry {
  const start = end - windowMs;
  const x = linearMap([start, end], [SPARKLINE_INSET, width - SPARKLINE_INSET]);
  let envelope = new ColumnEnvelopeBuilder();
  let summary = new SummaryBuilder();
  const visit = (time: number, count: number) => {
    envelope.add(x(time), count);
    summary.add(time, count);
  };
  if (!visitInOrder(points, start, end, visit)) {
    envelope = new ColumnEnvelopeBuilder();
    summary = new SummaryBuilder();
    const sorted = seriesInWindow(points, start, end);
    sorted.times.forEach((time, index) => {
      visit(time, sorted.counts[index] ?? 0);
    });
  }
  const { xs, counts } = envelope.result();
  const result = summary.result();
  const peak = result?.peak ?? 0;
  const y = linearMap([0, peak > 0 ? peak : 1], [height - SPARKLINE_INSET, SPARKLINE_INSET]);
  const draw = line<number>()
    .x((position) => position * SPARKLINE_UNITS_PER_PIXEL)
    .y((_, index) => y(counts[index] ?? 0) * SPARKLINE_UNITS_PER_PIXEL)
    .digits(0);
  return { path: draw(xs) ?? '', summary: result, xOf: x, yOf: y, timeAt: x.invert };
}
