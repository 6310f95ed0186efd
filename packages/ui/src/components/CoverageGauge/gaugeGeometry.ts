import { arc } from 'd3-shape';
import { clampScore, COVERAGE_SCORE_MAX } from './coverageScore';

/** The dial's outer diameter and ring thickness, in CSS pixels. */
export const GAUGE_SIZE = 160;
export const GAUGE_THICKNESS = 14;
/** Room left between the ring and the edge of the drawing, so antialiasing is not clipped. */
const EDGE = 1;
/** The ring opens at the bottom: 270° from the lower left to the lower right. */
export const GAUGE_START_ANGLE = (-3 * Math.PI) / 4;
export const GAUGE_END_ANGLE = (3 * Math.PI) / 4;

export interface GaugeArcs {
  /** The whole ring, centred on the origin. */
  track: string;
  /** The part earned; empty for a score of 0. */
  value: string;
  /** Where the value arc ends, in radians clockwise from 12 o'clock. */
  valueAngle: number;
}

const ring = arc<{ startAngle: number; endAngle: number }>()
  .innerRadius(GAUGE_SIZE / 2 - EDGE - GAUGE_THICKNESS)
  .outerRadius(GAUGE_SIZE / 2 - EDGE)
  .cornerRadius(GAUGE_THICKNESS / 2)
  .digits(1);

export function gaugeArcs(score: number, max: number = COVERAGE_SCORE_MAX): GaugeArcs {
  const share = clampScore(score, max) / max;
  const valueAngle = GAUGE_START_ANGLE + share * (GAUGE_END_ANGLE - GAUGE_START_ANGLE);
  return {
    track: ring({ startAngle: GAUGE_START_ANGLE, endAngle: GAUGE_END_ANGLE }) ?? '',
    value: share === 0 ? '' : (ring({ startAngle: GAUGE_START_ANGLE, endAngle: valueAngle }) ?? ''),
    valueAngle,
  };
}
