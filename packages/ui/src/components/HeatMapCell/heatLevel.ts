/** How many steps of colour a heat-map cell has above "none". */
export const HEAT_LEVELS = 8;

/**
 * The heat step of a count against the largest count it is compared with: 0 for nothing, `levels` for the largest.
 * On a log scale, because event counts span several orders of magnitude: on a linear one every row but the top
 * few would share the palest step.
 */
export function heatLevel(value: number, max: number, levels: number = HEAT_LEVELS): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || value <= 0 || max <= 0) return 0;
  if (value >= max) return levels;
  // Below the largest count: steps 1 to levels - 1, so only the peak gets the darkest colour.
  return Math.min(levels - 1, 1 + Math.floor(((levels - 1) * Math.log1p(value)) / Math.log1p(max)));
}

/** The share of the heat colour mixed into a cell's background at a step, in percent (the darkest 48 %). */
export const heatMixPercent = (level: number): number => level * 6;
